import PauseCircle from '@mui/icons-material/PauseCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderingSettingsQuery, usePause } from './queries.ts';
import { useStillAhead, useUntilText } from './useUntil.ts';

/** The pause lengths a tap offers: a rush rarely lasts longer than an hour. */
export const PAUSE_MINUTES = [15, 30, 60] as const;

/**
 * Whether guests can order now, on every orders screen, and the one-tap pause and resume: paused,
 * a banner says until when, with Resume; otherwise a button offers 15, 30 or 60 minutes.
 */
export const PauseBar = ({ ws, dense = false }: { ws: string; dense?: boolean }) => {
  const { t } = useTranslation();
  const timeOf = useUntilText(ws);
  const settings = useQuery(orderingSettingsQuery(ws));
  const pause = usePause(ws);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const paused = useStillAhead(settings.data?.PausedUntil);
  if (!settings.data) return null;
  const until = settings.data.PausedUntil;
  const failed = pause.isError && (
    <Alert severity="error" sx={{ mb: 1 }}>
      {t('service.pause.failed')}
    </Alert>
  );
  if (paused && until)
    return (
      <>
        {failed}
        <Alert
          severity="warning"
          data-testid="ordering-paused"
          sx={{ mb: dense ? 0 : 2, alignItems: 'center' }}
          action={
            <Button
              color="inherit"
              variant="outlined"
              disabled={pause.isPending}
              onClick={() => pause.mutate(null)}
            >
              {t('service.pause.resume')}
            </Button>
          }
        >
          {t('service.pause.pausedUntil', { time: timeOf(until) })}
        </Alert>
      </>
    );
  return (
    <>
      {failed}
      {!settings.data.OrderingEnabled && (
        <Alert severity="info" sx={{ mb: dense ? 0 : 2 }}>
          {t('service.pause.off')}
        </Alert>
      )}
      {settings.data.OrderingEnabled && (
        <>
          <Button
            variant="outlined"
            startIcon={<PauseCircle />}
            aria-haspopup="menu"
            aria-controls={anchor ? menuId : undefined}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(e) => setAnchor(e.currentTarget)}
            disabled={pause.isPending}
            sx={{ mb: dense ? 0 : 2 }}
          >
            {t('service.pause.button')}
          </Button>
          <Menu
            id={menuId}
            anchorEl={anchor}
            open={anchor !== null}
            onClose={() => setAnchor(null)}
            slotProps={{ list: { 'aria-label': t('service.pause.menu') } }}
          >
            {PAUSE_MINUTES.map((minutes) => (
              <MenuItem
                key={minutes}
                onClick={() => {
                  setAnchor(null);
                  pause.mutate(new Date(Date.now() + minutes * 60_000));
                }}
              >
                {t('service.pause.for', { minutes })}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </>
  );
};
