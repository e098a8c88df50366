import Tune from '@mui/icons-material/Tune';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayMode } from '../features/menu-editor/displayMode.tsx';

/**
 * Display settings of this browser, out of the editor's toolbar: the outlined-fields mode of
 * kiosks (behaviour.md#who isDview) is set once per device, not while editing each menu.
 */
export const DisplaySettingsMenu = () => {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isDview = useDisplayMode((state) => state.isDview);
  const setDview = useDisplayMode((state) => state.setDview);
  const open = anchor !== null;
  return (
    <>
      <Tooltip title={t('app.displaySettings')}>
        <IconButton
          color="inherit"
          aria-label={t('app.displaySettings')}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Tune />
        </IconButton>
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        <MenuItem role="menuitemcheckbox" aria-checked={isDview} onClick={() => setDview(!isDview)}>
          <ListItemText
            primary={t('menus.outlinedFields')}
            secondary={t('app.outlinedFieldsHint')}
          />
          <Switch edge="end" checked={isDview} tabIndex={-1} aria-hidden />
        </MenuItem>
      </Menu>
    </>
  );
};
