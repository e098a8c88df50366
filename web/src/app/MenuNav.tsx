import { COMMON_OWNER, type Menu } from '@carta/domain';
import AddIcon from '@mui/icons-material/Add';
import Groups from '@mui/icons-material/Groups';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { menusQuery } from '../api/queries.ts';
import { AdminNav } from '../features/admin/AdminNav.tsx';
import { OrdersNavSection } from '../features/orders/OrdersNavSection.tsx';
import { useEnterpriseContentLanguage } from '../widgets/TranslatableField/useEnterpriseContentLanguage.ts';
import { menuTitle } from './menuTree.ts';
import { useSession } from './session.tsx';
import { menuPath } from './useOwner.ts';

type EntryProps = { readonly menu: Menu; readonly owner: string; readonly depth: number };

const MenuEntry = ({ menu, owner, depth }: EntryProps) => {
  const { t } = useTranslation();
  // Names in the enterprise's default content language, whatever the interface language.
  const contentLanguage = useEnterpriseContentLanguage();
  const { pathname } = useLocation();
  const to = menuPath(owner, menu.ID);
  const selected = pathname === to;
  return (
    <>
      <ListItem disablePadding>
        <ListItemButton
          component={Link}
          to={to}
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          sx={{ pl: 2 + depth * 2, py: depth > 0 ? 0.25 : 0.5 }}
        >
          {/* Marks what reaches other enterprises; the section heading says it in words. */}
          {owner === COMMON_OWNER && depth === 0 && (
            <ListItemIcon sx={{ minWidth: 32 }} aria-hidden>
              <Groups fontSize="small" color="primary" />
            </ListItemIcon>
          )}
          <ListItemText
            primary={menuTitle(menu, contentLanguage, t('menus.untitled'))}
            slotProps={{ primary: { noWrap: true, variant: depth > 0 ? 'body2' : 'body1' } }}
          />
        </ListItemButton>
      </ListItem>
      {(menu.Menus ?? []).map((submenu) => (
        <MenuEntry key={submenu.ID} menu={submenu} owner={owner} depth={depth + 1} />
      ))}
    </>
  );
};

/** behaviour.md#screens a new menu: the editor opens on a draft with ID 'new'. */
const NewMenuEntry = ({ owner }: { readonly owner: string }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const to = menuPath(owner, 'new');
  const selected = pathname === to;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={to}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        sx={{ py: 0.5, color: 'primary.main' }}
      >
        <ListItemIcon sx={{ minWidth: 32, color: 'inherit' }}>
          <AddIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={owner === COMMON_OWNER ? t('app.newCommonMenu') : t('app.newMenu')}
        />
      </ListItemButton>
    </ListItem>
  );
};

const MenuSection = ({ owner, title }: { readonly owner: string; readonly title: string }) => {
  const { t } = useTranslation();
  const menus = useQuery(menusQuery(owner));
  return (
    // Every child of the list is an <li>: screen readers count the menus from it.
    <List dense subheader={<ListSubheader>{title}</ListSubheader>}>
      {menus.isPending &&
        [0, 1, 2].map((row) => (
          <ListItem key={row} disablePadding>
            <Skeleton variant="text" sx={{ mx: 2, my: 0.5, flex: 1 }} />
          </ListItem>
        ))}
      {menus.isError && (
        <ListItem>
          <Alert severity="error" sx={{ flex: 1 }}>
            {t('app.loadError')}
          </Alert>
        </ListItem>
      )}
      {menus.data?.length === 0 && (
        <ListItem>
          <ListItemText secondary={t('app.noMenus')} />
        </ListItem>
      )}
      {menus.data?.map((menu) => (
        <MenuEntry key={menu.ID} menu={menu} owner={owner} depth={0} />
      ))}
      <NewMenuEntry owner={owner} />
    </List>
  );
};

/** The enterprise's menus with their submenus; admins also reach the common menus. */
export const MenuNav = () => {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <nav aria-label={t('app.navigation')}>
      <MenuSection owner={user.EnterpriseID} title={t('app.menus')} />
      {user.isAdmin && <MenuSection owner={COMMON_OWNER} title={t('app.commonMenus')} />}
      <OrdersNavSection />
      <AdminNav />
    </nav>
  );
};
