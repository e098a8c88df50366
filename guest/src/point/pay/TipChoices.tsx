import { formatMoney } from '@carta/domain/money-view';
import { useId, useState } from 'react';
import { useGuest } from '../../app/session.ts';
import { useLabels } from '../../i18n/labels.ts';
import { payLabels } from './labels.ts';
import styles from './Pay.module.css';
import { parseAmount, type Tip, tipOf } from './split.ts';

type Props = {
  readonly currency: string;
  /** What the guest pays before the tip, in minor units: the percentages are of it. */
  readonly base: number;
  readonly presets: readonly number[];
  readonly tip: Tip;
  readonly onTip: (tip: Tip) => void;
};

/** No tip, the venue's percentages (each with its amount), or an amount the guest types. */
export const TipChoices = ({ currency, base, presets, tip, onTip }: Props) => {
  const { lang } = useGuest();
  const t = useLabels(payLabels);
  const name = useId();
  const [text, setText] = useState('');
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const same = (other: Tip) =>
    tip.kind === other.kind &&
    (tip.kind !== 'percent' || (other.kind === 'percent' && other.percent === tip.percent));
  const chip = (label: string, next: Tip, key: string) => (
    <label key={key} className={same(next) ? styles.chipOn : styles.chip} data-tip={key}>
      <input
        type="radio"
        name={name}
        className={styles.chipInput}
        checked={same(next)}
        onChange={() => onTip(next)}
      />
      {label}
    </label>
  );
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t.tip}</legend>
      <div className={styles.chips}>
        {chip(t.noTip, { kind: 'none' }, 'none')}
        {presets.map((percent) =>
          chip(
            `${percent} % · ${money(tipOf(base, { kind: 'percent', percent }))}`,
            { kind: 'percent', percent },
            String(percent),
          ),
        )}
        {chip(t.customTip, { kind: 'custom', minor: parseAmount(text, currency) }, 'custom')}
      </div>
      {tip.kind === 'custom' && (
        <label className={styles.field}>
          <span>{t.customTipField}</span>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={text !== '' && tip.minor === null}
            onChange={(e) => {
              setText(e.target.value);
              onTip({ kind: 'custom', minor: parseAmount(e.target.value, currency) });
            }}
          />
        </label>
      )}
    </fieldset>
  );
};
