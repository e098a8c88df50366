import QrCode2 from '@mui/icons-material/QrCode2';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../app/session.tsx';
import { userConfigQuery } from './queries.ts';

export const POINTS_PATH = '/points';

/**
 * The navigation's way to the points screen, an entry of the "Pedidos" section (OrdersNavSection). behaviour.md#scopes: users with HideDishOrderPoint do not see it; it
 * stays hidden until their settings have answered (and if they cannot be read), never flashing in.
 */
export const PointsNavSection = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const hidden = useQuery(userConfigQuery(user.EnterpriseID));
  const { pathname } = useLocation();
  if (hidden.data !== false) return null;
  const selected = pathname === POINTS_PATH;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={POINTS_PATH}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        sx={{ py: 0.5 }}
      >
        <ListItemIcon sx={{ minWidth: 32 }} aria-hidden>
          <QrCode2 fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t('app.points')} />
      </ListItemButton>
    </ListItem>
  );
};
