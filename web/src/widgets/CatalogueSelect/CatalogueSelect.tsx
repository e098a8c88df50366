import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type CatalogueValue = string | number;
export type CatalogueOption = { readonly value: CatalogueValue; readonly label: string };
export type CatalogueStatus = 'loading' | 'error' | 'ready';

/** A query's state as the select shows it. */
export const statusOf = (query: {
  readonly isPending: boolean;
  readonly isError: boolean;
}): CatalogueStatus => (query.isError ? 'error' : query.isPending ? 'loading' : 'ready');

export type CatalogueSelectProps = {
  readonly label: string;
  readonly options: readonly CatalogueOption[];
  /** null (or '') when nothing is chosen. */
  readonly value: CatalogueValue | null;
  readonly onChange: (value: CatalogueValue | null) => void;
  readonly status?: CatalogueStatus;
  /** Shown with the error, to ask for the list again. */
  readonly onRetry?: () => void;
  /** A first option meaning 'none' or 'all' (value null), e.g. 'ALL'. */
  readonly noneLabel?: string;
  readonly disabled?: boolean;
  readonly helperText?: string;
};

const sameValue = (a: CatalogueValue | null, b: CatalogueValue | null) =>
  a !== null && b !== null && String(a) === String(b);

/**
 * One choice from a list read from a server. While the list loads it says so; when it cannot be
 * read it says so in red and offers to retry, and the rest of the block stays editable. A saved
 * value the list no longer holds stays visible as such, instead of a blank select.
 */
export const CatalogueSelect = ({
  label,
  options,
  value,
  onChange,
  status = 'ready',
  onRetry,
  noneLabel,
  disabled = false,
  helperText,
}: CatalogueSelectProps) => {
  const { t } = useTranslation();
  const helperId = useId();
  const chosen = value === '' ? null : value;
  const missing =
    status === 'ready' && chosen !== null && !options.some((o) => sameValue(o.value, chosen));
  // MUI's select matches by identity: text keys let numeric and text ids meet.
  const key = (v: CatalogueValue | null) => (v === null ? '' : `v:${String(v)}`);
  const byKey = new Map(options.map((o) => [key(o.value), o.value] as const));

  const message =
    status === 'loading'
      ? t('widgets.CatalogueSelect.loading')
      : status === 'error'
        ? t('widgets.CatalogueSelect.error')
        : missing
          ? t('widgets.CatalogueSelect.missingHelp')
          : helperText;

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        fullWidth
        size="small"
        label={label}
        value={key(chosen)}
        disabled={disabled || status === 'loading'}
        error={status === 'error'}
        helperText={message}
        slotProps={{
          formHelperText: { id: helperId },
          select: { displayEmpty: noneLabel !== undefined },
          inputLabel: noneLabel !== undefined ? { shrink: true } : undefined,
        }}
        onChange={(event) => onChange(byKey.get(event.target.value) ?? null)}
      >
        {noneLabel !== undefined && <MenuItem value="">{noneLabel}</MenuItem>}
        {noneLabel === undefined && chosen === null && (
          <MenuItem value="">
            <em>{t('widgets.CatalogueSelect.none')}</em>
          </MenuItem>
        )}
        {(missing || (status !== 'ready' && chosen !== null)) && (
          <MenuItem value={key(chosen)} disabled>
            {/* While the list loads or failed, nothing says the value is gone: only that it is saved. */}
            {t(missing ? 'widgets.CatalogueSelect.missing' : 'widgets.CatalogueSelect.saved', {
              value: String(chosen),
            })}
          </MenuItem>
        )}
        {options.map((option) => (
          <MenuItem key={key(option.value)} value={key(option.value)}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {status === 'error' && onRetry && (
        <Button size="small" onClick={onRetry} sx={{ mt: 0.5, flexShrink: 0 }}>
          {t('widgets.CatalogueSelect.retry')}
        </Button>
      )}
    </Stack>
  );
};
