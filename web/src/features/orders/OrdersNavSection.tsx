import Insights from '@mui/icons-material/Insights';
import Kitchen from '@mui/icons-material/Kitchen';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PointsNavSection } from '../points/PointsNavSection.tsx';

// Kept here rather than imported from the screens: the navigation loads with the shell, the
// screens only with their routes.
const DESK_PATH = '/orders';
const KITCHEN_PATH = '/kitchen';
const REPORTS_PATH = '/reports';

const Entry = ({ to, icon, label }: { to: string; icon: ReactNode; label: string }) => {
  const { pathname } = useLocation();
  const selected = pathname === to;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={to}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        sx={{ py: 0.5 }}
      >
        <ListItemIcon sx={{ minWidth: 32 }} aria-hidden>
          {icon}
        </ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
};

/** The navigation's "Pedidos" section: the desk, the kitchen display and (behaviour.md#scopes permitting) points. */
export const OrdersNavSection = () => {
  const { t } = useTranslation();
  return (
    <List dense subheader={<ListSubheader>{t('app.ordering')}</ListSubheader>}>
      <Entry to={DESK_PATH} icon={<ReceiptLong fontSize="small" />} label={t('app.orderDesk')} />
      <Entry to={KITCHEN_PATH} icon={<Kitchen fontSize="small" />} label={t('app.kitchen')} />
      <Entry to={REPORTS_PATH} icon={<Insights fontSize="small" />} label={t('app.reports')} />
      <PointsNavSection />
    </List>
  );
};
