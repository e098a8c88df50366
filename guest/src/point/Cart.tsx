import { formatMoney, lineMinor, minorOf } from '@carta/domain/money-view';
import { guestLinesFrozenByPayment } from '@carta/domain/orders/status';
import { useState } from 'react';
import { useGuest } from '../app/session.ts';
import { useLabels } from '../i18n/labels.ts';
import styles from './Cart.module.css';
import { fill, pointLabels } from './labels.ts';
import { addedHere, nameIn } from './orders.ts';
import { Sheet } from './Sheet.tsx';
import { serviceLabels } from './service-labels.ts';
import type { Order, OrderItem } from './types.ts';

/**
 * The table's open order: each line with its extras, quantity, note, price and which phone added
 * it; the total in the venue's currency; remove a line, delete the order (asked first), confirm.
 */
export const Cart = ({
  order,
  device,
  currency,
  sending,
  onRemove,
  onConfirm,
  onDelete,
  soldOut = () => false,
}: {
  readonly order: Order | null;
  readonly device: string;
  readonly currency: string;
  /** A tap for this table is on its way (or waiting for the connection). */
  readonly sending: boolean;
  readonly onRemove: (itemId: number) => void;
  readonly onConfirm: (orderId: number) => void;
  readonly onDelete: (orderId: number) => void;
  /** Whether a line's dish or one of its extras is sold out now: the order cannot be confirmed. */
  readonly soldOut?: (item: OrderItem) => boolean;
}) => {
  const { lang } = useGuest();
  const t = useLabels(pointLabels);
  const s = useLabels(serviceLabels);
  const [asking, setAsking] = useState(false);
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const items = order?.Items ?? [];
  const paid = order ? minorOf(order.Paid, order.Currency) : 0;
  // The server's rule: once money came or a payment is open, lines stay what was charged.
  const moneyCame = order !== null && guestLinesFrozenByPayment(order.PaymentStatus);
  // behaviour.md#ordering: a cart holding what ran out says so, and Confirmar waits until it is gone.
  const gone = items.some(soldOut);
  return (
    <section className={styles.cart} aria-labelledby="cart-title" id="cart">
      <h2 id="cart-title" className={styles.title}>
        {t.cart}
      </h2>
      {items.length === 0 ? (
        <p className={styles.empty}>{t.cartEmpty}</p>
      ) : (
        <ul className={styles.items}>
          {items.map((item) => {
            const name = nameIn(item.Name, lang);
            return (
              <li key={item.ID} className={styles.item} data-item={item.ID}>
                <div className={styles.line}>
                  <span className={styles.name}>
                    {item.Quantity} × {name}
                  </span>
                  {soldOut(item) && (
                    <span className={styles.soldOut} data-line-sold-out="">
                      {t.soldOut}
                    </span>
                  )}
                  <span className={styles.amount}>{money(lineMinor(item, currency))}</span>
                </div>
                {item.Extras.length > 0 && (
                  <p className={styles.detail}>
                    + {item.Extras.map((e) => nameIn(e.Name, lang)).join(', ')}
                  </p>
                )}
                {item.Note && <p className={styles.detail}>“{item.Note}”</p>}
                <div className={styles.line}>
                  <span className={styles.tags}>
                    <span className={addedHere(item, device) ? styles.mine : styles.theirs}>
                      {addedHere(item, device) ? t.thisPhone : t.otherPhone}
                    </span>
                    {item.Paid && (
                      <span className={styles.paid} data-line-paid="">
                        {t.linePaid}
                      </span>
                    )}
                  </span>
                  {order?.Status === 'open' && !moneyCame && (
                    <button
                      type="button"
                      className={styles.remove}
                      onClick={() => onRemove(item.ID)}
                    >
                      {fill(t.remove, { dish: name })}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {order && items.length > 0 && (
        <>
          <p className={styles.total}>
            <span>{t.total}</span>
            <span data-total="">{money(minorOf(order.Total, currency))}</span>
          </p>
          {paid > 0 && (
            <>
              <p className={styles.sub}>
                <span>{t.paidSoFar}</span>
                <span data-paid="">{money(paid)}</span>
              </p>
              <p className={styles.sub}>
                <span>{t.dueNow}</span>
                <span data-due="">{money(minorOf(order.Due, currency))}</span>
              </p>
            </>
          )}
          {gone && order.Status === 'open' && (
            <p className={styles.soldOutNote} role="alert" data-testid="cart-sold-out">
              {s.soldOutInCart}
            </p>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className="button"
              disabled={sending || gone}
              aria-disabled={sending || gone}
              onClick={() => onConfirm(order.ID)}
            >
              {sending ? t.sending : t.confirm}
            </button>
            <button type="button" className={styles.delete} onClick={() => setAsking(true)}>
              {t.deleteOrder}
            </button>
          </div>
        </>
      )}
      {asking && order && (
        <Sheet
          title={t.deleteOrderTitle}
          onClose={() => setAsking(false)}
          footer={
            <>
              <button type="button" className={styles.secondary} onClick={() => setAsking(false)}>
                {t.cancel}
              </button>
              <button
                type="button"
                className={styles.danger}
                onClick={() => {
                  setAsking(false);
                  onDelete(order.ID);
                }}
              >
                {t.deleteOrder}
              </button>
            </>
          }
        >
          <p>{t.deleteOrderText}</p>
        </Sheet>
      )}
    </section>
  );
};
