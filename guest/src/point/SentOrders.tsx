import { formatMoney } from '@carta/domain/money-view';
import { useGuest } from '../app/session.ts';
import { useLabels } from '../i18n/labels.ts';
import { formatPrice } from '../ui/price.ts';
import { fill, pointLabels } from './labels.ts';
import { nameIn, STATUS_STEPS, stepOf } from './orders.ts';
import { RoomChargeState } from './pay/RoomCharge.tsx';
import { dueMinorOf } from './pay/split.ts';
import styles from './SentOrders.module.css';
import type { Order } from './types.ts';

/**
 * Orders sent to the venue, each with where it is (sent → accepted → served), moving as the staff
 * act on it; the status is also a live region, so a screen reader hears "Aceptado" arrive.
 */
export const SentOrders = ({
  orders,
  currency,
  onPay,
}: {
  readonly orders: readonly Order[];
  readonly currency: string;
  /** Online payment is on: an order with money due offers to pay it. */
  readonly onPay?: (orderId: number) => void;
}) => {
  const { lang } = useGuest();
  const t = useLabels(pointLabels);
  if (orders.length === 0) return null;
  return (
    <section className={styles.sent} aria-labelledby="sent-title">
      <h2 id="sent-title" className={styles.title}>
        {t.sent}
      </h2>
      <ul className={styles.orders}>
        {orders.map((order) => {
          const step = stepOf(order.Status);
          return (
            <li key={order.ID} className={styles.order} data-order={order.ID}>
              <div className={styles.head}>
                <h3 className={styles.name}>{fill(t.orderNumber, { id: order.ID })}</h3>
                <p className={styles.status} role="status" data-status={order.Status}>
                  {fill(t.status, {
                    status: t[order.Status === 'open' ? 'confirmed' : order.Status],
                  })}
                </p>
              </div>
              {order.Status !== 'cancelled' && (
                <ol className={styles.steps} aria-hidden="true">
                  {STATUS_STEPS.map((s, index) => (
                    <li key={s} className={index <= step ? styles.done : styles.todo}>
                      {t[s]}
                    </li>
                  ))}
                </ol>
              )}
              <p className={styles.items}>
                {order.Items.map((i) => `${i.Quantity} × ${nameIn(i.Name, lang)}`).join(' · ')}
              </p>
              <p className={styles.total}>{formatPrice(order.Total, lang, currency)}</p>
              <RoomChargeState order={order} />
              {onPay && order.Status !== 'cancelled' && dueMinorOf(order) > 0 && (
                <p className={styles.due}>
                  <span>
                    {t.dueNow}: {formatMoney(dueMinorOf(order), order.Currency, lang)}
                  </span>
                  <button type="button" className="button" onClick={() => onPay(order.ID)}>
                    {t.payOrder}
                  </button>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
};
