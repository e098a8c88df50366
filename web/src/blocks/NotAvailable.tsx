import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** The body of a block whose editor is not written yet: says so, never fails. */
export const NotAvailableEditor = () => {
  const { t } = useTranslation();
  return (
    <Alert severity="info" variant="outlined">
      {t('contents.editorNotAvailable')}
    </Alert>
  );
};
