import { formatMoney } from '@carta/domain/money-view';
import { useId } from 'react';
import { useGuest } from '../../app/session.ts';
import { useLabels } from '../../i18n/labels.ts';
import { fill } from '../labels.ts';
import type { Order } from '../types.ts';
import { payLabels } from './labels.ts';
import styles from './Pay.module.css';
import { baseOf, type Choice, dueMinorOf, PARTS_MAX, parseAmount } from './split.ts';

type Props = {
  readonly order: Order;
  readonly device: string;
  readonly choice: Choice;
  /** What the guest typed in the amount field, kept as typed. */
  readonly amountText: string;
  readonly onChoice: (choice: Choice) => void;
  readonly onAmountText: (text: string) => void;
};

const whole = (text: string, min: number, max: number) => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, min), max) : min;
};

/** Pay all, my items, k of N equal shares, or an amount: each with what it comes to. */
export const PayChoices = ({
  order,
  device,
  choice,
  amountText,
  onChoice,
  onAmountText,
}: Props) => {
  const { lang } = useGuest();
  const t = useLabels(payLabels);
  const name = useId();
  const money = (minor: number | null) =>
    minor === null ? '' : formatMoney(minor, order.Currency, lang);
  const due = dueMinorOf(order);
  const mine = baseOf(order, device, { kind: 'mine' });
  const parts = choice.kind === 'parts' ? choice : { kind: 'parts' as const, of: 2, count: 1 };
  const amountBad =
    choice.kind === 'amount' && amountText !== '' && baseOf(order, device, choice) === null;

  const option = (kind: Choice['kind'], label: string, amount: number | null, next: Choice) => (
    <label className={styles.option} data-pay-choice={kind}>
      <input
        type="radio"
        name={name}
        checked={choice.kind === kind}
        disabled={kind === 'mine' && mine === null}
        onChange={() => onChoice(next)}
      />
      <span className={styles.optionLabel}>{label}</span>
      <span className={styles.optionAmount}>{money(amount)}</span>
    </label>
  );

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t.howToPay}</legend>
      {option('all', t.payAll, due, { kind: 'all' })}
      {option('mine', t.payMine, mine, { kind: 'mine' })}
      {mine === null && <p className={styles.note}>{t.payMineNone}</p>}
      {option('parts', t.paySplit, baseOf(order, device, parts), parts)}
      {choice.kind === 'parts' && (
        <div className={styles.fields}>
          <label className={styles.field}>
            <span>{t.people}</span>
            <input
              type="number"
              inputMode="numeric"
              min={2}
              max={PARTS_MAX}
              value={choice.of}
              onChange={(e) => {
                const of = whole(e.target.value, 2, PARTS_MAX);
                onChoice({ kind: 'parts', of, count: Math.min(choice.count, of) });
              }}
            />
          </label>
          <label className={styles.field}>
            <span>{t.shares}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={choice.of}
              value={choice.count}
              onChange={(e) => onChoice({ ...choice, count: whole(e.target.value, 1, choice.of) })}
            />
          </label>
        </div>
      )}
      {option('amount', t.payAmount, choice.kind === 'amount' ? choice.minor : null, {
        kind: 'amount',
        minor: parseAmount(amountText, order.Currency),
      })}
      {choice.kind === 'amount' && (
        <div className={styles.fields}>
          <label className={styles.field}>
            <span>{t.amountField}</span>
            <input
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              aria-invalid={amountBad}
              onChange={(e) => {
                onAmountText(e.target.value);
                onChoice({
                  kind: 'amount',
                  minor: parseAmount(e.target.value, order.Currency),
                });
              }}
            />
          </label>
          {amountBad && (
            <p className={styles.problem}>{fill(t.amountInvalid, { due: money(due) })}</p>
          )}
        </div>
      )}
    </fieldset>
  );
};
