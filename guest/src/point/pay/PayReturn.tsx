import { formatMoney } from '@carta/domain/money-view';
import { useContext, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useGuest } from '../../app/session.ts';
import { UiLanguageContext, useLabels } from '../../i18n/labels.ts';
import { pointApi } from '../api.ts';
import { fill } from '../labels.ts';
import type { Order } from '../types.ts';
import { payLabels } from './labels.ts';
import styles from './Pay.module.css';
import { ReceiptActions } from './ReceiptActions.tsx';
import { outcomeOf, type PayOutcome, type PayReturnParams } from './returnParams.ts';
import { dueMinorOf } from './split.ts';

type Props = {
  readonly token: string;
  readonly back: PayReturnParams;
  /** The order as the point's stream keeps it: each payment event reads the attempt again. */
  readonly order: Order | undefined;
  readonly onConfirm: (orderId: number) => void;
  readonly onRetry: (orderId: number) => void;
  readonly onClose: () => void;
  /** Opens the receipt page of this payment. */
  readonly onReceipt: (paid: PayReturnParams) => void;
};

/**
 * The guest is back from the provider. The return address proves nothing: the attempt's verified
 * state is read (pay-order, then the attempts), and read again whenever the stream says the
 * order's payment moved, until the provider's notification has settled it.
 */
export const PayReturn = ({
  token,
  back,
  order,
  onConfirm,
  onRetry,
  onClose,
  onReceipt,
}: Props) => {
  const { ws, lang } = useGuest();
  const ui = useContext(UiLanguageContext);
  const t = useLabels(payLabels);
  const [outcome, setOutcome] = useState<PayOutcome>('checking');
  const [unreadable, setUnreadable] = useState(false);
  const moved = `${order?.PaymentStatus}|${order?.UpdatedAt}`;
  const panel = useRef<HTMLElement>(null);

  // Back where the guest left: the answer to the payment is where the eyes and the focus go.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'start' });
    panel.current?.focus({ preventScroll: true });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `moved` is the stream's nudge to read again.
  useEffect(() => {
    let live = true;
    (async () => {
      try {
        await pointApi.payOrder(ws, token, back.order);
        const attempts = (await pointApi.payments(ws, token, back.order)).data;
        if (!live) return;
        setUnreadable(false);
        setOutcome(outcomeOf(attempts.find((a) => a.ID === back.attempt)?.State));
      } catch (error) {
        if (live && !(error instanceof ApiError && error.status === 0)) setUnreadable(true);
      }
    })();
    return () => {
      live = false;
    };
  }, [ws, token, back.order, back.attempt, moved]);

  const heading =
    outcome === 'checking'
      ? t.checking
      : outcome === 'paid'
        ? t.paid
        : outcome === 'cancelled'
          ? t.cancelled
          : outcome === 'refunded'
            ? t.refunded
            : t.failed;
  // Whether the receipt may be mailed: the server says it with the receipt, read once paid.
  const [canMail, setCanMail] = useState(false);
  useEffect(() => {
    if (outcome !== 'paid') return;
    let live = true;
    pointApi
      .receipt(ws, token, back.order, back.attempt, ui)
      .then((res) => {
        if (live) setCanMail(res.data.CanMail);
      })
      .catch(() => {
        // Without it the page still offers the receipt and its PDF.
      });
    return () => {
      live = false;
    };
  }, [outcome, ws, token, back.order, back.attempt, ui]);

  const confirmed = order !== undefined && order.Status !== 'open';
  const due = order ? dueMinorOf(order) : 0;

  return (
    <section
      ref={panel}
      tabIndex={-1}
      className={outcome === 'paid' ? styles.paid : styles.panel}
      aria-labelledby="pay-return-title"
      data-pay-return={outcome}
    >
      {/* Announced when the verified state arrives: the guest may be looking elsewhere. */}
      <div role="status">
        <h2 id="pay-return-title" className={styles.title}>
          {heading}
        </h2>
      </div>
      {outcome === 'checking' && unreadable && <p className={styles.problem}>{t.error}</p>}
      {outcome === 'paid' && due > 0 && order && (
        <p className={styles.hint} data-still-due="">
          {fill(t.stillDue, { amount: formatMoney(due, order.Currency, lang) })}
        </p>
      )}
      {outcome === 'paid' && !confirmed && due === 0 && <p className={styles.hint}>{t.paidHint}</p>}
      {(outcome === 'failed' || outcome === 'cancelled') && (
        <p className={styles.hint}>{outcome === 'failed' ? t.failedHint : t.cancelledHint}</p>
      )}
      <div className={styles.actions}>
        {outcome === 'paid' && !confirmed && due === 0 && (
          <button type="button" className="button" onClick={() => onConfirm(back.order)}>
            {t.confirm}
          </button>
        )}
        {(outcome === 'failed' || outcome === 'cancelled') && (
          <button type="button" className="button" onClick={() => onRetry(back.order)}>
            {t.retry}
          </button>
        )}
        {outcome !== 'checking' && (
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t.close}
          </button>
        )}
      </div>
      {outcome === 'paid' && (
        <ReceiptActions
          token={token}
          paid={back}
          canMail={canMail}
          onView={() => onReceipt(back)}
        />
      )}
    </section>
  );
};
