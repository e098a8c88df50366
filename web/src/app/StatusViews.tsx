import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * A screen on its way: a progress bar over the outline of a page (a title, a field, a few rows),
 * so that the pane is never an empty page while data or code arrive.
 */
export const LoadingView = () => {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" sx={{ maxWidth: 960, mx: 'auto' }}>
      <LinearProgress aria-label={t('app.loading')} sx={{ mb: 2, borderRadius: 1 }} />
      <Paper sx={{ p: 2, mb: 2 }}>
        <Skeleton variant="text" width="45%" sx={{ fontSize: '1.5rem' }} />
        <Skeleton variant="rounded" height={56} sx={{ my: 1.5 }} />
        <Skeleton variant="text" width="70%" />
      </Paper>
      <Paper sx={{ p: 2 }}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={64} sx={{ mb: row < 2 ? 1.5 : 0 }} />
        ))}
      </Paper>
    </Box>
  );
};

/** Before the session and its theme are known: the shell's outline (an app bar, a page). */
export const ShellLoadingView = () => (
  <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100' }}>
    <Box sx={{ height: { xs: 56, sm: 64 }, bgcolor: 'grey.400', mb: { xs: 2, md: 3 } }} />
    <Box sx={{ px: { xs: 2, md: 3 } }}>
      <LoadingView />
    </Box>
  </Box>
);

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
