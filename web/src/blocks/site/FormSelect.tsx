import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** A form of the enterprise the site's link can open. */
export type SiteFormOption = { readonly ID: number; readonly name: string };

type FormSelectProps = {
  readonly forms: readonly SiteFormOption[];
  readonly value: number | null;
  readonly onChange: (value: number | null) => void;
};

const NONE = '';

/**
 * The enterprise's forms for the site's link. A stored form missing from the list is still offered,
 * under its number, so that opening the editor never changes the link by itself.
 */
export const FormSelect = ({ forms, value, onChange }: FormSelectProps) => {
  const { t } = useTranslation();
  const missing = value !== null && !forms.some((form) => form.ID === value);
  return (
    <TextField
      select
      label={t('blocks.site.form')}
      value={value === null ? NONE : String(value)}
      size="small"
      sx={{ minWidth: 260 }}
      helperText={forms.length === 0 ? t('blocks.site.noForms') : ' '}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      onChange={(event) =>
        onChange(event.target.value === NONE ? null : Number(event.target.value))
      }
    >
      <MenuItem value={NONE}>
        <em>{t('blocks.site.noForm')}</em>
      </MenuItem>
      {missing && (
        <MenuItem value={String(value)}>{t('blocks.site.formNumber', { id: value })}</MenuItem>
      )}
      {forms.map((form) => (
        <MenuItem key={form.ID} value={String(form.ID)}>
          {form.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
