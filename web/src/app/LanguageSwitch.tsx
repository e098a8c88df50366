import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { changeUiLanguage } from '../i18n/i18n.ts';
import { isUiLanguage, UI_LANGUAGES } from '../i18n/languages.ts';
import { useUiLanguage } from '../i18n/useUiLanguage.ts';

/** ES / EN for the back-office itself; the choice is remembered by the i18n module. */
export const LanguageSwitch = ({ onDark = false }: { onDark?: boolean }) => {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const darkSx = onDark
    ? {
        '& .MuiToggleButton-root': {
          color: 'inherit',
          // The app bar's text colour follows the enterprise colour, light or dark.
          borderColor: 'currentColor',
          '&.Mui-selected': { color: 'inherit', bgcolor: 'rgba(128, 128, 128, 0.35)' },
        },
      }
    : undefined;
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={language}
      onChange={(_, language: unknown) => {
        if (isUiLanguage(language)) void changeUiLanguage(language);
      }}
      aria-label={t('app.language')}
      sx={darkSx}
    >
      {UI_LANGUAGES.map((language) => (
        <ToggleButton
          key={language}
          value={language}
          lang={language}
          // The visible code leads the name (WCAG 2.5.3: what is seen is what voice control says).
          aria-label={`${language.toUpperCase()} (${t(`languages.${language}`)})`}
          sx={{ px: 1.25, py: 0.25, fontWeight: 600 }}
        >
          {language.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
