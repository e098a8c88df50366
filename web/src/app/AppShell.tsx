import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { AppHeader } from './AppHeader.tsx';
import { MenuNav } from './MenuNav.tsx';
import { Notifications } from './notifications.tsx';

const DRAWER_WIDTH = 280;

/** App bar, menu navigation (permanent on wide screens, a drawer on narrow ones), the screen. */
export const AppShell = () => {
  const { t } = useTranslation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();

  // A navigation choice on a phone should reveal the screen it opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the route changes
  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppHeader onOpenNavigation={() => setMobileOpen(true)} />
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        slotProps={{ paper: { 'aria-label': t('app.navigation') } }}
        sx={{
          display: { xs: 'block', md: 'none' },
          // Over the app bar (which sits above drawers for the permanent one): its height varies
          // with the labels in it, so a spacer would still hide the first entries on some phones.
          zIndex: (theme) => theme.zIndex.drawer + 2,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH },
        }}
      >
        {/* A link to the screen already shown changes no route: the drawer still closes on it. */}
        <Box
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setMobileOpen(false);
          }}
        >
          <MenuNav />
        </Box>
      </Drawer>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <MenuNav />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1, sm: 2, md: 3 } }}>
        <Toolbar />
        <Outlet />
      </Box>
      <Notifications />
    </Box>
  );
};
