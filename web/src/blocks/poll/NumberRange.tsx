import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldValidity } from '../../widgets/FieldValidity/fieldValidity.ts';
import { type RangeIssue, rangeErrors } from './range.ts';

type Range = { readonly min: number; readonly max: number };

type NumberRangeProps = Range & {
  readonly onChange: (range: Range) => void;
};

type Draft = { readonly min: string; readonly max: string; readonly base: Range };

/**
 * behaviour.md#blocks/behaviour.md#validation: the numeric Min and Max of a number question. What is typed stays on screen; the pair is
 * stored only when both are numbers in range and min ≤ max, otherwise the fields say why.
 */
export const NumberRange = ({ min, max, onChange }: NumberRangeProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft | null>(null);
  const current =
    draft && draft.base.min === min && draft.base.max === max
      ? draft
      : { min: String(min), max: String(max) };
  const errors = rangeErrors(current.min, current.max);
  const minRef = useFieldValidity<HTMLInputElement>(errors.min !== null, { unsaved: true });
  const maxRef = useFieldValidity<HTMLInputElement>(errors.max !== null, { unsaved: true });

  const edit = (field: 'min' | 'max', text: string) => {
    const next = { ...current, [field]: text };
    const nextErrors = rangeErrors(next.min, next.max);
    if (nextErrors.min === null && nextErrors.max === null) {
      const range = { min: Number(next.min), max: Number(next.max) };
      setDraft({ ...next, base: range });
      onChange(range);
    } else {
      setDraft({ ...next, base: { min, max } });
    }
  };

  const message = (error: RangeIssue | null) =>
    error === null ? undefined : t(`blocks.poll.range.${error}`);

  return (
    <Stack direction="row" spacing={2}>
      <TextField
        type="number"
        label={t('blocks.poll.min')}
        inputRef={minRef}
        value={current.min}
        onChange={(event) => edit('min', event.target.value)}
        error={errors.min !== null}
        helperText={message(errors.min)}
        size="small"
        sx={{ width: 180 }}
        slotProps={{ htmlInput: { inputMode: 'decimal' }, formHelperText: { role: 'alert' } }}
      />
      <TextField
        type="number"
        label={t('blocks.poll.max')}
        inputRef={maxRef}
        value={current.max}
        onChange={(event) => edit('max', event.target.value)}
        error={errors.max !== null}
        helperText={message(errors.max)}
        size="small"
        sx={{ width: 180 }}
        slotProps={{ htmlInput: { inputMode: 'decimal' }, formHelperText: { role: 'alert' } }}
      />
    </Stack>
  );
};
