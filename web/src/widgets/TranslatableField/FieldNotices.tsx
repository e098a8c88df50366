import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TranslateErrorKey } from './errors.ts';
import { languageList } from './languages.ts';

export type FieldNoticesProps = {
  /** The original changed while other languages hold text (behaviour.md#widgets '[info edited translate]'). */
  readonly sourceEdited: boolean;
  /** Languages a machine translation is filling now, or null. */
  readonly translating: readonly string[] | null;
  /** Languages the last machine translation changed, or null when none has just finished. */
  readonly translated: readonly string[] | null;
  readonly translateError: TranslateErrorKey | null;
};

/** Under the field: the edited-original marker, a translation's progress and outcome, a failure. */
export const FieldNotices = ({
  sourceEdited,
  translating,
  translated,
  translateError,
}: FieldNoticesProps) => {
  const { t, i18n } = useTranslation();
  const names = (codes: readonly string[]) => languageList(codes, i18n.language);
  const progress =
    translating && t('widgets.TranslatableField.translatingTo', { languages: names(translating) });
  const outcome =
    translated &&
    (translated.length > 0
      ? t('widgets.TranslatableField.translatedTo', { languages: names(translated) })
      : t('widgets.TranslatableField.translatedNothing'));
  return (
    <>
      {sourceEdited && (
        <Stack
          direction="row"
          spacing={0.5}
          role="status"
          sx={{ alignItems: 'center', mt: 0.5, color: 'info.dark' }}
        >
          <InfoOutlinedIcon fontSize="small" />
          <Typography variant="caption">{t('widgets.TranslatableField.sourceEdited')}</Typography>
        </Stack>
      )}
      {(progress || outcome) && (
        <Typography
          variant="caption"
          component="p"
          aria-live="polite"
          sx={{ mt: 0.5, color: 'text.secondary' }}
        >
          {progress || outcome}
        </Typography>
      )}
      {translateError && (
        <FormHelperText error role="alert">
          {t(`widgets.TranslatableField.${translateError}`)}
        </FormHelperText>
      )}
    </>
  );
};
