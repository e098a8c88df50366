import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DisplaySettingsMenu } from './DisplaySettingsMenu.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { useSession } from './session.tsx';

export const AppHeader = ({ onOpenNavigation }: { readonly onOpenNavigation: () => void }) => {
  const { t } = useTranslation();
  const { user, enterprise } = useSession();
  const navigate = useNavigate();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1.5 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('app.openNavigation')}
          onClick={onOpenNavigation}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          {enterprise.Name}
        </Typography>
        <Typography variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
          {user.Name}
        </Typography>
        <LanguageSwitch onDark />
        <DisplaySettingsMenu />
        {/* The login screen ends the session; going there lets the unsaved-changes guard ask first. */}
        {/* A phone has no room for the words: the icon keeps them as its name and tooltip. */}
        {phone ? (
          <Tooltip title={t('app.logout')}>
            <IconButton
              color="inherit"
              edge="end"
              aria-label={t('app.logout')}
              onClick={() => navigate('/login')}
            >
              <LogoutIcon />
            </IconButton>
          </Tooltip>
        ) : (
          <Box>
            <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => navigate('/login')}>
              {t('app.logout')}
            </Button>
          </Box>
        )}
      </Toolbar>
    </AppBar>
  );
};
