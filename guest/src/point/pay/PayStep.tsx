import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useGuest } from '../../app/session.ts';
import { useLabels } from '../../i18n/labels.ts';
import { formatPrice } from '../../ui/price.ts';
import { pointApi } from '../api.ts';
import type { Order } from '../types.ts';
import { payLabels } from './labels.ts';
import styles from './Pay.module.css';

type Props = {
  readonly token: string;
  readonly order: Order;
  readonly currency: string;
  readonly onClose: () => void;
};

/** 409/502 answers of prepare-pay, each said in the guest's words (§8). */
const problemOf = (error: unknown): 'pending' | 'unavailable' | 'error' => {
  if (!(error instanceof ApiError)) return 'error';
  if (error.status === 409 && error.code === 'payment_pending') return 'pending';
  if (error.status === 409) return 'unavailable';
  return 'error';
};

/** The amount, and the button that sends the guest to the provider's page in the same window. */
export const PayStep = ({ token, order, currency, onClose }: Props) => {
  const { ws, lang } = useGuest();
  const t = useLabels(payLabels);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<keyof typeof t | null>(null);

  const start = async () => {
    setStarting(true);
    setProblem(null);
    try {
      const { data } = await pointApi.preparePay(ws, token, order.ID, window.location.pathname);
      window.location.assign(data);
    } catch (error) {
      setProblem(problemOf(error));
      setStarting(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="pay-title" data-pay-step="">
      <h2 id="pay-title" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.hint}>{t.required}</p>
      <p className={styles.amount}>
        <span>{t.amount}</span>
        <span data-pay-amount="">{formatPrice(order.Total, lang, currency)}</span>
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
          disabled={starting}
          aria-disabled={starting}
          onClick={() => void start()}
        >
          {starting ? t.starting : t.toProvider}
        </button>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {t.later}
        </button>
      </div>
    </section>
  );
};
