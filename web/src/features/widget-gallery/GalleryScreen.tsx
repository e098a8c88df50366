import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingView } from '../../app/StatusViews.tsx';
import { useSession } from '../../app/session.tsx';
import { galleryEntries } from './entries.ts';

const sections: { name: string; Demo: ComponentType }[] = galleryEntries.map(({ name, load }) => ({
  name,
  Demo: lazy(async () => ({ default: (await load()).Gallery })),
}));

/**
 * Every shared widget in each of its states, to try by hand and for the widgets' browser tests.
 * Built into every bundle as a lazy chunk (no cost until opened) and open to administrators only.
 */
export const GalleryScreen = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user.isAdmin) return <Alert severity="info">{t('gallery.adminsOnly')}</Alert>;
  return (
    <Stack spacing={3} sx={{ p: { xs: 1, md: 3 } }}>
      <Typography variant="h4" component="h1">
        {t('gallery.title')}
      </Typography>
      {sections.map(({ name, Demo }) => (
        <Paper key={name} component="section" aria-labelledby={`gallery-${name}`} sx={{ p: 2 }}>
          <Typography id={`gallery-${name}`} variant="h5" component="h2" gutterBottom>
            {name}
          </Typography>
          <Box data-testid={`gallery-${name}`}>
            <Suspense fallback={<LoadingView />}>
              <Demo />
            </Suspense>
          </Box>
        </Paper>
      ))}
    </Stack>
  );
};
