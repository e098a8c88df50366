import { formatMoney, minorOf } from '@carta/domain/money-view';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useGuest } from '../../app/session.ts';
import { useLabels } from '../../i18n/labels.ts';
import { pointApi } from '../api.ts';
import { fill } from '../labels.ts';
import type { Order, TipSettings } from '../types.ts';
import { payLabels } from './labels.ts';
import styles from './Pay.module.css';
import { PayChoices } from './PayChoices.tsx';
import { baseOf, type Choice, dueMinorOf, splitBodyOf, type Tip, tipOf } from './split.ts';
import { TipChoices } from './TipChoices.tsx';

type Props = {
  readonly token: string;
  readonly order: Order;
  readonly device: string;
  /** The venue asks for payment before the order is confirmed (says so above the choices). */
  readonly required: boolean;
  readonly onClose: () => void;
};

/** 409/502 answers of prepare-pay, each said in the guest's words. */
const problemOf = (error: unknown): 'pending' | 'unavailable' | 'error' => {
  if (!(error instanceof ApiError)) return 'error';
  if (error.status === 409 && error.code === 'payment_pending') return 'pending';
  if (error.status === 409) return 'unavailable';
  return 'error';
};

const NO_TIPS: TipSettings = { TipsEnabled: false, TipPresets: [] };

/**
 * The pay step: what the order comes to, what is paid and due (live: the stream updates the order),
 * what this guest pays (all, my items, equal shares, an amount) and a tip when the venue offers
 * them; the button sends the guest to the provider's page in the same window. It takes the focus
 * and scrolls into view as it opens: it is the answer to the tap that opened it.
 */
export const PayStep = ({ token, order, device, required, onClose }: Props) => {
  const { ws, lang } = useGuest();
  const t = useLabels(payLabels);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<'pending' | 'unavailable' | 'error' | null>(null);
  const [choice, setChoice] = useState<Choice>({ kind: 'all' });
  const [amountText, setAmountText] = useState('');
  const [tip, setTip] = useState<Tip>({ kind: 'none' });
  const [tips, setTips] = useState<TipSettings>(NO_TIPS);
  const panel = useRef<HTMLElement>(null);
  const currency = order.Currency;
  const money = (minor: number) => formatMoney(minor, currency, lang);

  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'start' });
    panel.current?.focus({ preventScroll: true });
  }, []);

  useEffect(() => {
    let live = true;
    pointApi
      .paymentConfig(ws, token)
      .then(({ data }) => {
        if (live && data.TipsEnabled)
          setTips({ TipsEnabled: true, TipPresets: data.TipPresets ?? [5, 10, 15] });
      })
      // Without the settings the guest still pays, without a tip.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ws, token]);

  const base = baseOf(order, device, choice);
  const tipMinor = tips.TipsEnabled ? tipOf(base ?? 0, tip) : 0;
  const charged = base === null ? null : base + tipMinor;
  const paid = minorOf(order.Paid, currency);

  const start = async () => {
    if (base === null) return;
    setStarting(true);
    setProblem(null);
    try {
      const split = splitBodyOf(order, device, choice, tipMinor);
      const back = window.location.pathname + window.location.search;
      const { data } = await pointApi.preparePay(ws, token, order.ID, back, split);
      window.location.assign(data);
    } catch (error) {
      setProblem(problemOf(error));
      setStarting(false);
    }
  };

  return (
    <section
      ref={panel}
      tabIndex={-1}
      className={styles.panel}
      aria-labelledby="pay-title"
      data-pay-step=""
    >
      <h2 id="pay-title" className={styles.title}>
        {t.title}
      </h2>
      {required && <p className={styles.hint}>{t.required}</p>}
      <dl className={styles.summary} aria-live="polite">
        <div>
          <dt>{t.orderTotal}</dt>
          <dd>{money(minorOf(order.Total, currency))}</dd>
        </div>
        {paid > 0 && (
          <div>
            <dt>{t.alreadyPaid}</dt>
            <dd data-pay-paid="">{money(paid)}</dd>
          </div>
        )}
        <div>
          <dt>{t.due}</dt>
          <dd data-pay-due="">{money(dueMinorOf(order))}</dd>
        </div>
      </dl>
      <PayChoices
        order={order}
        device={device}
        choice={choice}
        amountText={amountText}
        onChoice={setChoice}
        onAmountText={setAmountText}
      />
      {tips.TipsEnabled && (
        <TipChoices
          currency={currency}
          base={base ?? 0}
          presets={tips.TipPresets}
          tip={tip}
          onTip={setTip}
        />
      )}
      <p className={styles.amount}>
        <span>{t.youPay}</span>
        <span data-pay-amount="">{charged === null ? '—' : money(charged)}</span>
      </p>
      {problem && (
        <p className={styles.problem} role="alert">
          {t[problem]}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button"
          disabled={starting || charged === null}
          aria-disabled={starting || charged === null}
          onClick={() => void start()}
        >
          {starting
            ? t.starting
            : charged === null
              ? t.toProvider
              : fill(t.payButton, { amount: money(charged) })}
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t.later}
        </button>
      </div>
    </section>
  );
};
