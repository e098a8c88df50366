import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TranslateErrorKey } from './errors.ts';

/** Under the field: the edited-original marker (§2.8) and a failed translation. */
export const FieldNotices = ({
  sourceEdited,
  translateError,
}: {
  readonly sourceEdited: boolean;
  readonly translateError: TranslateErrorKey | null;
}) => {
  const { t } = useTranslation();
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
      {translateError && (
        <FormHelperText error role="alert">
          {t(`widgets.TranslatableField.${translateError}`)}
        </FormHelperText>
      )}
    </>
  );
};
