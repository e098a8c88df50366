import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { inFormat, type TextFormat } from './textFormat.ts';

type FormatSampleProps = {
  /** Names the line for assistive technology, e.g. 'Muestra principal'. */
  readonly name: string;
  readonly text: string;
  readonly format: TextFormat;
  readonly background: string | null;
  readonly color: string | null;
};

/** One line of text as guests see it: its format, on its colours (unset ones fall back to the app's). */
export const FormatSample = ({ name, text, format, background, color }: FormatSampleProps) => {
  const { t } = useTranslation();
  const shown = inFormat(text, format);
  return (
    <Box
      role="img"
      aria-label={t('blocks.chainFood.sample', { name, text: shown })}
      sx={{
        display: 'inline-block',
        px: 1.5,
        py: 0.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: background ?? 'background.paper',
        color: color ?? 'text.primary',
        maxWidth: '100%',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {shown}
    </Box>
  );
};
