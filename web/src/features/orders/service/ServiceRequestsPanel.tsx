import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useKitchenAlarm } from '../useKitchenAlarm.ts';
import type { ServiceRequest } from './api.ts';
import { serviceRequestsQuery, useAttend } from './queries.ts';
import { useUntilText } from './useUntil.ts';

const kindLabel = (r: ServiceRequest) =>
  r.Kind === 'waiter'
    ? 'service.requests.waiter'
    : r.Pay === 'card'
      ? 'service.requests.billCard'
      : r.Pay === 'cash'
        ? 'service.requests.billCash'
        : 'service.requests.bill';

/**
 * The guests' calls (a waiter, the bill) waiting, with the point's name, ringing until a staff
 * member taps Attended. Shown only while there is one.
 */
export const ServiceRequestsPanel = ({
  ws,
  pointName,
}: {
  ws: string;
  pointName: (id: number) => string;
}) => {
  const { t } = useTranslation();
  const timeOf = useUntilText(ws);
  const requests = useQuery(serviceRequestsQuery(ws));
  const attend = useAttend(ws);
  const open = requests.data ?? [];
  const alarm = useKitchenAlarm(open.length > 0);
  const titleId = useId();
  if (open.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      data-testid="service-requests"
      data-alert="ringing"
      sx={{ mb: 2, borderColor: 'warning.main', borderWidth: 2 }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ px: 2, pt: 1.5, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          <NotificationsActive
            color="warning"
            sx={{ verticalAlign: 'middle', mr: 1 }}
            aria-hidden
          />
          {t('service.requests.title')}
        </Typography>
        {alarm.sound === 'locked' && (
          <Button size="small" variant="outlined" onClick={() => void alarm.enable()}>
            {t('service.requests.enableSound')}
          </Button>
        )}
      </Stack>
      <List dense>
        {open.map((r) => (
          <ListItem
            key={r.ID}
            data-request={r.ID}
            secondaryAction={
              <Button
                variant="contained"
                color="success"
                disabled={attend.isPending}
                aria-label={t('service.requests.doneLabel', { point: pointName(r.PointID) })}
                onClick={() => attend.mutate(r.ID)}
              >
                {t('service.requests.done')}
              </Button>
            }
          >
            <ListItemText
              primary={
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {pointName(r.PointID)} · {t(kindLabel(r))}
                </Box>
              }
              secondary={[t('service.requests.at', { time: timeOf(r.CreatedAt) }), r.Note]
                .filter(Boolean)
                .join(' · ')}
              sx={{ pr: 14 }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
};
