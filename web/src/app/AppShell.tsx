import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AppHeader } from './AppHeader.tsx';
import { MenuNav } from './MenuNav.tsx';
import { Notifications } from './notifications.tsx';

const DRAWER_WIDTH = 280;

/** A plain left click, which the app handles itself; others (a new tab…) stay the browser's. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** App bar, menu navigation (permanent on wide screens, a drawer on narrow ones), the screen. */
export const AppShell = () => {
  const { t } = useTranslation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Where a link of the phone drawer leads, followed once the drawer has closed.
  const afterClose = useRef<string | null>(null);

  /**
   * A link chosen in the phone drawer closes it first and is followed once it is gone: the screen
   * it leaves may ask first ('Cambios sin guardar'), and that dialog opening while the drawer
   * slid out was sometimes left hidden from screen readers by MUI's modal stack.
   */
  const followAfterClose = (event: MouseEvent) => {
    const link = (event.target as HTMLElement).closest('a');
    if (!link) return;
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('#') && isPlainClick(event)) {
      event.preventDefault();
      event.stopPropagation();
      afterClose.current = href.slice(1) || '/';
    }
    // A link to the screen already shown changes no route: the drawer still closes on it.
    setMobileOpen(false);
  };

  // A navigation choice on a phone should reveal the screen it opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the route changes
  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppHeader
        onOpenNavigation={() => {
          afterClose.current = null;
          setMobileOpen(true);
        }}
      />
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        slotProps={{
          paper: { 'aria-label': t('app.navigation') },
          transition: {
            onExited: () => {
              const to = afterClose.current;
              afterClose.current = null;
              if (to !== null) navigate(to);
            },
          },
        }}
        sx={{
          display: { xs: 'block', md: 'none' },
          // Over the app bar (which sits above drawers for the permanent one): its height varies
          // with the labels in it, so a spacer would still hide the first entries on some phones.
          zIndex: (theme) => theme.zIndex.drawer + 2,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH },
        }}
      >
        <Box onClickCapture={followAfterClose}>
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
