import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { LOWER_CASE, type TextFormat, UPPER_CASE } from './textFormat.ts';

type TextFormatToggleProps = {
  readonly label: string;
  readonly value: TextFormat;
  readonly onChange: (value: TextFormat) => void;
};

/** Upper or lower case; one is always chosen, so pressing the chosen one changes nothing. */
export const TextFormatToggle = ({ label, value, onChange }: TextFormatToggleProps) => {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label={label}
      value={value}
      // The labels are written in the case they name; MUI would upper-case both.
      sx={{ '& .MuiToggleButton-root': { textTransform: 'none' } }}
      onChange={(_event, next: TextFormat | null) => {
        if (next !== null && next !== value) onChange(next);
      }}
    >
      <ToggleButton value={UPPER_CASE}>{t('blocks.chainFood.upperCase')}</ToggleButton>
      <ToggleButton value={LOWER_CASE}>{t('blocks.chainFood.lowerCase')}</ToggleButton>
    </ToggleButtonGroup>
  );
};
