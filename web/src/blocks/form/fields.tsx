import { EMAIL_MAX, emailSchema } from '@carta/domain/blocks/fields';
import { FORM_LIMIT_MAX } from '@carta/domain/blocks/form';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFieldValidity } from '../../widgets/FieldValidity/fieldValidity.ts';
import { type ParsedText, useParsedDraftText } from '../shared/useDraftText.ts';

const parseMail = (text: string): ParsedText<string> => {
  const trimmed = text.trim();
  return emailSchema.safeParse(trimmed).success ? { ok: true, value: trimmed } : { ok: false };
};
const same = (value: string) => value;

/**
 * behaviour.md#validation: FormDestinationMail is required, with a 250-character counter. An address being typed is
 * reported once it is one; an empty field is reported too (the schema keeps '' for 'not yet').
 */
export const DestinationMailField = ({
  value,
  onChange,
}: {
  readonly value: string;
  readonly onChange: (mail: string) => void;
}) => {
  const { t } = useTranslation();
  const field = useParsedDraftText(value, same, parseMail, onChange, {
    field: 'FormDestinationMail',
  });
  const empty = field.text.trim() === '';
  // Required: an empty destination holds Save too (the draft rule finds it when this is hidden).
  useFieldValidity(empty, { field: 'FormDestinationMail', ref: field.inputRef });
  const error = empty
    ? t('blocks.form.mailRequired')
    : field.invalid
      ? t('blocks.form.mailInvalid')
      : null;
  return (
    <TextField
      size="small"
      type="email"
      required
      label={t('blocks.form.mail')}
      inputRef={field.inputRef}
      value={field.text}
      onChange={(event) => field.onText(event.target.value.slice(0, EMAIL_MAX))}
      error={error !== null}
      helperText={
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <span>{error ?? t('blocks.form.mailHint')}</span>
          <span>
            {field.text.length}/{EMAIL_MAX}
          </span>
        </span>
      }
      slotProps={{ htmlInput: { maxLength: EMAIL_MAX, autoComplete: 'off', spellCheck: false } }}
    />
  );
};

const parseLimit = (text: string): ParsedText<number | null> => {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d{1,6}$/.test(trimmed)) return { ok: false };
  const limit = Number(trimmed);
  return limit <= FORM_LIMIT_MAX ? { ok: true, value: limit } : { ok: false };
};
const formatLimit = (value: number | null) => (value === null ? '' : String(value));

/** behaviour.md#validation: FormLimitNumberOfItem is numeric; empty means no limit (null). */
export const LimitField = ({
  value,
  onChange,
}: {
  readonly value: number | null;
  readonly onChange: (limit: number | null) => void;
}) => {
  const { t } = useTranslation();
  const field = useParsedDraftText(value, formatLimit, parseLimit, onChange);
  return (
    <TextField
      size="small"
      label={t('blocks.form.limit')}
      inputRef={field.inputRef}
      value={field.text}
      onChange={(event) => field.onText(event.target.value)}
      error={field.invalid}
      helperText={
        field.invalid
          ? t('blocks.form.limitInvalid', { max: FORM_LIMIT_MAX })
          : t('blocks.form.limitHint')
      }
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
      sx={{ maxWidth: 280 }}
    />
  );
};
