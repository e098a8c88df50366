import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { useUiLanguage } from '../../i18n/useUiLanguage.ts';
import { formatTime } from './format.ts';
import type { Connection } from './useOrderEvents.ts';

/** Whether the screen is live, and since when it is not: staff must know a board may be stale. */
export const LiveChip = ({ connection }: { readonly connection: Connection }) => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const locale = useUiLanguage();
  const { live, offlineSince } = connection;
  const label = live
    ? t('orders.live.on')
    : offlineSince
      ? t('orders.live.offlineSince', {
          time: formatTime(offlineSince.toISOString(), locale, enterprise.TimeZone),
        })
      : t('orders.live.connecting');
  return (
    <Chip
      role="status"
      aria-live="polite"
      data-live={live ? 'on' : offlineSince ? 'offline' : 'connecting'}
      color={live ? 'success' : offlineSince ? 'error' : 'default'}
      label={label}
      // No colour fade: staff (and an accessibility check) must never read a half-green chip.
      sx={{ fontWeight: 600, transition: 'none' }}
    />
  );
};

/** After an outage: when it was, and that the screen caught up. Dismissable. */
export const CaughtUpNotice = ({
  connection,
  onClose,
}: {
  readonly connection: Connection;
  readonly onClose: () => void;
}) => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const locale = useUiLanguage();
  const outage = connection.lastOutage;
  if (!connection.live || !outage) return null;
  const time = (date: Date) => formatTime(date.toISOString(), locale, enterprise.TimeZone);
  return (
    <Alert severity="info" onClose={onClose} sx={{ mb: 1 }}>
      {t('orders.live.caughtUp', { from: time(outage.from), to: time(outage.to) })}
    </Alert>
  );
};
