import { formatMoney, minorOf } from '@carta/domain/money-view';
import { providerLabel, receiptTime } from '@carta/domain/orders/receipt';
import { useContext, useEffect, useRef, useState } from 'react';
import { useGuest } from '../../app/session.ts';
import { useDocumentTitle } from '../../app/useDocumentTitle.ts';
import { UiLanguageContext, useLabels } from '../../i18n/labels.ts';
import { pointApi } from '../api.ts';
import { fill } from '../labels.ts';
import type { Receipt } from '../types.ts';
import styles from './Pay.module.css';
import { ReceiptActions } from './ReceiptActions.tsx';
import { receiptLabels } from './receipt-labels.ts';
import type { PayReturnParams } from './returnParams.ts';

type Props = {
  readonly token: string;
  readonly paid: PayReturnParams;
  readonly onBack: () => void;
};

/**
 * A payment's receipt (behaviour.md#payments): the venue, the lines paid, the money with the tip
 * apart and the taxes as included, the provider's reference and the time on the venue's clock.
 * Printable: the print style leaves only the receipt on paper.
 */
export const ReceiptPage = ({ token, paid, onBack }: Props) => {
  const { ws, lang } = useGuest();
  const ui = useContext(UiLanguageContext);
  const t = useLabels(receiptLabels);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(receipt ? `${t.title} · ${receipt.Venue}` : t.title);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the guest's "try again".
  useEffect(() => {
    let live = true;
    setFailed(false);
    pointApi
      .receipt(ws, token, paid.order, paid.attempt, ui)
      .then((res) => {
        if (live) setReceipt(res.data);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [ws, token, paid.order, paid.attempt, ui, attempt]);

  // A new page: the eyes and the focus start at its heading.
  useEffect(() => {
    window.scrollTo?.(0, 0);
    heading.current?.focus();
  }, []);

  const money = (wire: number) =>
    receipt ? formatMoney(minorOf(wire, receipt.Currency), receipt.Currency, lang) : '';

  return (
    <article className={styles.receipt} aria-labelledby="receipt-title" data-receipt="">
      <h1 id="receipt-title" ref={heading} tabIndex={-1} className="page-title">
        {receipt ? `${t.title} · ${receipt.Venue}` : t.title}
      </h1>
      {!receipt && !failed && <p role="status">{t.loading}</p>}
      {failed && (
        <div role="alert">
          <p className={styles.problem}>{t.loadFailed}</p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t.view}
          </button>
        </div>
      )}
      {receipt && (
        <>
          <p className={styles.receiptMeta}>
            {fill(t.order, { id: receipt.OrderID })}
            <br />
            {t.date}: {receiptTime(receipt.PaidAt, receipt.TimeZone, lang)}
          </p>
          <table className={styles.receiptLines}>
            <tbody>
              {receipt.Lines.map((line, i) => (
                // Lines have no id of their own here; their order is the order's.
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
                <tr key={i}>
                  <td>
                    {line.Quantity} × {line.Name}
                  </td>
                  <td>{money(line.Total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {receipt.Cover.Kind !== 'lines' && (
            <p className={styles.receiptMeta}>
              {receipt.Cover.Kind === 'parts'
                ? fill(t.yourPart, { count: receipt.Cover.Count ?? 1, of: receipt.Cover.Of ?? 1 })
                : t.onAccount}
            </p>
          )}
          <dl className={styles.summary}>
            {receipt.Cover.Kind !== 'lines' && (
              <div>
                <dt>{t.orderTotal}</dt>
                <dd>{money(receipt.OrderTotal)}</dd>
              </div>
            )}
            <div>
              <dt>{t.amount}</dt>
              <dd>{money(receipt.Amount)}</dd>
            </div>
            {receipt.Tip > 0 && (
              <div>
                <dt>{t.tip}</dt>
                <dd>{money(receipt.Tip)}</dd>
              </div>
            )}
            <div className={styles.receiptTotal}>
              <dt>{t.charged}</dt>
              <dd data-receipt-charged="">{money(receipt.Charged)}</dd>
            </div>
            {receipt.Refunded > 0 && (
              <div>
                <dt>{t.refunded}</dt>
                <dd>− {money(receipt.Refunded)}</dd>
              </div>
            )}
          </dl>
          <p className={styles.receiptMeta}>{t.taxes}</p>
          <dl className={styles.summary}>
            <div>
              <dt>{t.provider}</dt>
              <dd>{providerLabel(receipt.Provider)}</dd>
            </div>
            <div>
              <dt>{t.reference}</dt>
              <dd className={styles.reference}>{receipt.Reference}</dd>
            </div>
          </dl>
          <div className={styles.noPrint}>
            <ReceiptActions
              token={token}
              paid={paid}
              canMail={receipt.CanMail}
              onPrint={() => window.print()}
            />
          </div>
        </>
      )}
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className={styles.secondary} onClick={onBack}>
          {t.back}
        </button>
      </div>
    </article>
  );
};
