import type { Translatable } from '@carta/domain';
import type { HoursMinutes } from '@carta/domain/duration';
import { nextWallTime } from '@carta/domain/orders';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { TimePicker } from '../../../widgets/TimePicker/TimePicker.tsx';
import type { OrderingSettings } from './api.ts';
import { PAUSE_MINUTES } from './PauseBar.tsx';
import { usePauseWith } from './queries.ts';
import { useStillAhead, useUntilText } from './useUntil.ts';

/**
 * The pause as the settings screen offers it: for 15, 30 or 60 minutes or until a time of the
 * venue's clock, with the message (`children`, its field) sent along; paused, until when and
 * Resume, above the message so that a phone shows it without scrolling. The pause ends by itself
 * (behaviour.md#ordering).
 */
export const PausePanel = ({
  ws,
  saved,
  message,
  children,
}: {
  ws: string;
  saved: OrderingSettings;
  message: Translatable | null;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const timeOf = useUntilText(ws);
  const { enterprise } = useSession();
  const zone = enterprise.TimeZone ?? 'Europe/Madrid';
  const pause = usePauseWith(ws);
  const [time, setTime] = useState<HoursMinutes | null>(null);
  const pausedUntil = useStillAhead(saved.PausedUntil) ? saved.PausedUntil : null;
  const until = (at: Date) => pause.mutate({ until: at, message });
  return (
    <Stack spacing={1.5}>
      {pause.isError && <Alert severity="error">{t('service.pause.failed')}</Alert>}
      {pausedUntil && (
        <Alert
          severity="warning"
          data-testid="settings-paused"
          action={
            <Button
              color="inherit"
              variant="outlined"
              disabled={pause.isPending}
              onClick={() => pause.mutate({ until: null })}
            >
              {t('service.pause.resume')}
            </Button>
          }
        >
          {t('service.pause.pausedUntil', { time: timeOf(pausedUntil) })}
        </Alert>
      )}
      {children}
      <Typography variant="body2" color="text.secondary">
        {t('service.settings.pauseHelp')}
      </Typography>
      {!pausedUntil && (
        <>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            role="group"
            aria-label={t('service.pause.menu')}
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Typography component="span">{t('service.pause.menu')}</Typography>
            {PAUSE_MINUTES.map((minutes) => (
              <Button
                key={minutes}
                variant="outlined"
                disabled={pause.isPending || !saved.OrderingEnabled}
                onClick={() => until(new Date(Date.now() + minutes * 60_000))}
              >
                {t('service.pause.for', { minutes })}
              </Button>
            ))}
          </Stack>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
          >
            <Box sx={{ width: 200 }}>
              <TimePicker
                label={t('service.settings.pauseUntilTime')}
                value={time}
                onChange={setTime}
              />
            </Box>
            <Button
              variant="outlined"
              sx={{ mt: 1 }}
              disabled={pause.isPending || time === null || !saved.OrderingEnabled}
              onClick={() =>
                time && until(nextWallTime(new Date(), time.hours * 60 + time.minutes, zone))
              }
            >
              {t('service.settings.pauseUntilButton')}
            </Button>
          </Stack>
          {!saved.OrderingEnabled && (
            <Typography variant="body2" color="text.secondary">
              {t('service.pause.off')}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
};
