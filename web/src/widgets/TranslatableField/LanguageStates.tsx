import type { LanguageState } from '@carta/domain';
import CheckIcon from '@mui/icons-material/Check';
import HistoryIcon from '@mui/icons-material/History';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../app/a11y.ts';
import { languageName } from './languages.ts';

const ICONS = { filled: CheckIcon, empty: RemoveIcon, stale: HistoryIcon } as const;
const BORDERS = { filled: 'success.main', empty: 'divider', stale: 'warning.main' } as const;

/**
 * Which languages of one field hold text, and which fell behind a change of the original: one
 * small code per language, the state in its icon, its border and words for screen readers.
 */
export const LanguageStates = ({
  states,
}: {
  readonly states: Readonly<Record<string, LanguageState>>;
}) => {
  const { t, i18n } = useTranslation();
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={t('widgets.TranslatableField.states.label')}
      sx={{ listStyle: 'none', m: 0, p: 0, gap: 0.5, flexWrap: 'wrap' }}
    >
      {Object.entries(states).map(([code, state]) => {
        const Icon = ICONS[state];
        const words = t(`widgets.TranslatableField.states.${state}`, {
          language: languageName(code, i18n.language),
        });
        return (
          <Box
            component="li"
            key={code}
            title={words}
            data-state={state}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.25,
              px: 0.5,
              border: 1,
              borderStyle: state === 'empty' ? 'dashed' : 'solid',
              borderColor: BORDERS[state],
              borderRadius: 1,
              typography: 'caption',
              lineHeight: '18px',
              color: state === 'empty' ? 'text.secondary' : 'text.primary',
            }}
          >
            <span aria-hidden="true">{code.toUpperCase()}</span>
            <Icon
              aria-hidden
              sx={{ fontSize: 14, color: state === 'stale' ? 'warning.dark' : 'inherit' }}
            />
            <Box component="span" sx={visuallyHidden}>
              {words}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
};
