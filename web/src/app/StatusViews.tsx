import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export const LoadingView = () => {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
};

export const ErrorView = ({ message, onRetry }: { message: string; onRetry?: () => void }) => {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('app.retry')}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
};

export const EmptyView = ({ title, hint }: { title: string; hint?: string }) => (
  <Paper sx={{ p: 4, textAlign: 'center', maxWidth: 560, mx: 'auto', mt: 4 }}>
    <Typography variant="h6" component="p" gutterBottom>
      {title}
    </Typography>
    {hint && <Typography color="text.secondary">{hint}</Typography>}
  </Paper>
);
