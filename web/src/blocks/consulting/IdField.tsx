import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type IdFieldProps = {
  readonly label: string;
  readonly value: string;
  readonly max: number;
  readonly onChange: (value: string) => void;
};

/**
 * An id at the consulting service, with its length against the schema's limit. A saved value over
 * the limit (older data) is shown in error rather than cut silently on opening.
 */
export const IdField = ({ label, value, max, onChange }: IdFieldProps) => {
  const { t } = useTranslation();
  const tooLong = value.length > max;
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      error={tooLong}
      helperText={
        tooLong
          ? t('blocks.consulting.tooLong', { max })
          : t('blocks.consulting.count', { length: value.length, max })
      }
      onChange={(event) => onChange(event.target.value.slice(0, max))}
      slotProps={{ htmlInput: { maxLength: max, spellCheck: false, autoComplete: 'off' } }}
      sx={{ maxWidth: 360 }}
    />
  );
};
