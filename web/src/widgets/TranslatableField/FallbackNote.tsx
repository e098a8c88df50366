import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { languageInSentence } from './languages.ts';
import type { TranslatableMode } from './types.ts';

/**
 * Says that the greyed text is the fallback: the default language's text, which the guest reads
 * while the edited language has none.
 */
export const FallbackNote = ({
  language,
  edited,
  mode,
}: {
  /** The default language, whose text shows instead. */
  readonly language: string;
  /** The language being edited, which has no text. */
  readonly edited: string;
  readonly mode: TranslatableMode;
}) => {
  const { t, i18n } = useTranslation();
  const name = (code: string) => languageInSentence(code, i18n.language);
  return (
    <Typography variant="caption" color="text.secondary" data-fallback={language}>
      {t(
        mode === 'file'
          ? 'widgets.TranslatableField.fallback.file'
          : 'widgets.TranslatableField.fallback.text',
        { language: name(language), edited: name(edited) },
      )}
    </Typography>
  );
};
