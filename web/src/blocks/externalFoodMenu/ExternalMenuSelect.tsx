import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueStatus } from '../../widgets/CatalogueSelect/CatalogueSelect.tsx';

/** An external menu as the select offers it: its effective id and its name in the UI language. */
export type ExternalMenuOption = {
  readonly id: string;
  readonly label: string;
  /** False for an id the block's comma-separated list cannot hold: shown, not choosable. */
  readonly storable: boolean;
};

type ExternalMenuSelectProps = {
  readonly label: string;
  readonly options: readonly ExternalMenuOption[];
  readonly value: readonly string[];
  readonly onChange: (ids: string[]) => void;
  readonly status: CatalogueStatus;
  readonly onRetry: () => void;
  /** A problem with the choice itself (none chosen, too many), shown in red. */
  readonly error?: string | null;
};

/**
 * Several choices from the external menus, with CatalogueSelect's manners: while the list loads
 * it says so; when it cannot be read it says so in red and offers to retry; a chosen id the list
 * no longer holds stays visible, marked, and can be unticked.
 */
export const ExternalMenuSelect = ({
  label,
  options,
  value,
  onChange,
  status,
  onRetry,
  error = null,
}: ExternalMenuSelectProps) => {
  const { t } = useTranslation();
  const helperId = useId();
  const known = new Map(options.map((option) => [option.id, option.label] as const));
  const missing = value.filter((id) => !known.has(id));
  const nameOf = (id: string) =>
    known.get(id) ?? t('blocks.externalFoodMenu.missing', { value: id });

  const message =
    status === 'loading'
      ? t('blocks.externalFoodMenu.loading')
      : status === 'error'
        ? t('blocks.externalFoodMenu.error')
        : missing.length > 0
          ? t('blocks.externalFoodMenu.missingHelp')
          : (error ?? (options.length === 0 ? t('blocks.externalFoodMenu.noMenus') : undefined));

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        select
        fullWidth
        size="small"
        label={label}
        value={[...value]}
        disabled={status === 'loading'}
        error={status === 'error' || (status === 'ready' && (missing.length > 0 || error !== null))}
        helperText={message}
        slotProps={{
          formHelperText: { id: helperId },
          select: {
            multiple: true,
            renderValue: (selected) => (selected as string[]).map(nameOf).join(', '),
          },
        }}
        onChange={(event) => {
          const next: unknown = event.target.value;
          // MUI hands a string when the browser autofills the field.
          onChange(typeof next === 'string' ? next.split(',') : (next as string[]));
        }}
      >
        {missing.map((id) => (
          <MenuItem key={`missing:${id}`} value={id}>
            <Checkbox size="small" checked tabIndex={-1} disableRipple />
            <ListItemText primary={nameOf(id)} />
          </MenuItem>
        ))}
        {options.map((option) => (
          <MenuItem key={option.id} value={option.id} disabled={!option.storable}>
            <Checkbox
              size="small"
              checked={value.includes(option.id)}
              tabIndex={-1}
              disableRipple
            />
            <ListItemText primary={option.label} />
          </MenuItem>
        ))}
      </TextField>
      {status === 'error' && (
        <Button size="small" onClick={onRetry} sx={{ mt: 0.5, flexShrink: 0 }}>
          {t('blocks.externalFoodMenu.retry')}
        </Button>
      )}
    </Stack>
  );
};
