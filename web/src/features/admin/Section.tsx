import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled card of an administration screen, labelled by its heading for screen readers. */
export const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
};

/** An administration screen: its heading and cards in one column, readable on a phone. */
export const AdminPage = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto' }}>
    <Typography variant="h5" component="h1">
      {title}
    </Typography>
    {children}
  </Stack>
);
