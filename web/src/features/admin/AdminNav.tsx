import AccountCircle from '@mui/icons-material/AccountCircle';
import History from '@mui/icons-material/History';
import Hub from '@mui/icons-material/Hub';
import People from '@mui/icons-material/People';
import Settings from '@mui/icons-material/Settings';
import Tune from '@mui/icons-material/Tune';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../app/session.tsx';
import { isEnterpriseAdmin } from './access.ts';

const ENTRIES = [
  { to: '/settings', label: 'app.admin.settings', Icon: Settings, admin: true },
  { to: '/settings/orders', label: 'app.admin.orderingSettings', Icon: Tune, admin: false },
  { to: '/integrations', label: 'app.admin.integrations', Icon: Hub, admin: true },
  { to: '/users', label: 'app.admin.users', Icon: People, admin: true },
  { to: '/audit', label: 'app.admin.audit', Icon: History, admin: true },
  { to: '/account', label: 'app.admin.account', Icon: AccountCircle, admin: false },
] as const satisfies readonly { to: string; label: ParseKeys; admin: boolean; Icon: unknown }[];

/** The administration entries of the navigation: settings, users and log for administrators. */
export const AdminNav = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const admin = isEnterpriseAdmin(user);
  return (
    <List dense subheader={<ListSubheader>{t('app.admin.administration')}</ListSubheader>}>
      {ENTRIES.filter((e) => admin || !e.admin).map(({ to, label, Icon }) => (
        <ListItem key={to} disablePadding>
          <ListItemButton
            component={Link}
            to={to}
            selected={pathname === to}
            aria-current={pathname === to ? 'page' : undefined}
            sx={{ py: 0.5 }}
          >
            <ListItemIcon sx={{ minWidth: 32 }}>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(label)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};
