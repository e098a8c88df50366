import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAllergens } from '../../api/allergens.ts';
import { useSession } from '../../app/session.tsx';
import {
  AllergenSelectorInput,
  type AllergenSelectorInputProps,
} from './AllergenSelectorInput.tsx';

export type AllergenSelectorStatusProps =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly onRetry: () => void };

/** What shows while the catalogue is on its way, or when it could not be read. */
export const AllergenSelectorStatus = (props: AllergenSelectorStatusProps) => {
  const { t } = useTranslation();
  if (props.status === 'loading') {
    return (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', py: 1 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{t('widgets.AllergenSelector.loading')}</Typography>
      </Stack>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={props.onRetry}>
          {t('app.retry')}
        </Button>
      }
    >
      {t('widgets.AllergenSelector.loadError')}
    </Alert>
  );
};

export type AllergenSelectorProps = Omit<AllergenSelectorInputProps, 'allergens'> & {
  /** behaviour.md#api `{enterpriseID or current domain}`; defaults to the session's enterprise. */
  readonly enterpriseId?: string;
};

/** The allergen selector fed by `utils/allergens`, read once per visit. */
export const AllergenSelector = ({ enterpriseId, ...props }: AllergenSelectorProps) => {
  const { enterprise } = useSession();
  const query = useAllergens(enterpriseId ?? enterprise.ID);
  if (query.isPending) return <AllergenSelectorStatus status="loading" />;
  if (query.isError)
    return <AllergenSelectorStatus status="error" onRetry={() => void query.refetch()} />;
  return <AllergenSelectorInput {...props} allergens={query.data} />;
};
