import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** How guests see the button in its two colours (unset colours fall back to the app's). */
export const ButtonSample = ({
  text,
  background,
  color,
}: {
  readonly text: string;
  readonly background: string | null;
  readonly color: string | null;
}) => {
  const { t } = useTranslation();
  return (
    <Box
      role="img"
      aria-label={t('blocks.shared.sample', { text })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 2,
        py: 1,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: background ?? 'primary.main',
        color: color ?? 'primary.contrastText',
        fontWeight: 500,
        maxWidth: '100%',
      }}
    >
      <Box
        component="span"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      >
        {text}
      </Box>
      <ArrowDropDownIcon fontSize="small" />
    </Box>
  );
};
