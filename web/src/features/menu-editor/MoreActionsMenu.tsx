import History from '@mui/icons-material/History';
import MoreVert from '@mui/icons-material/MoreVert';
import PreviewIcon from '@mui/icons-material/PreviewOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHistoryPanel } from './history/HistoryButton.tsx';
import { usePreviewDialog } from './preview/PreviewButton.tsx';

/**
 * On a phone the toolbar keeps Delete, Cancel and Save in one row: Vista previa and History go
 * into this ⋮ menu. A preview of a menu never saved stays listed, disabled, with its reason.
 */
export const MoreActionsMenu = ({ disabled }: { readonly disabled?: boolean }) => {
  const { t } = useTranslation();
  const preview = usePreviewDialog();
  const history = useHistoryPanel();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        aria-label={t('menus.moreActions')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
        color="primary"
      >
        <MoreVert />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run(preview.show)} disabled={!preview.available}>
          <ListItemIcon>
            <PreviewIcon />
          </ListItemIcon>
          <ListItemText
            primary={t('menus.preview.open')}
            secondary={preview.available ? undefined : preview.reason}
          />
        </MenuItem>
        {history.available && (
          <MenuItem onClick={run(history.show)}>
            <ListItemIcon>
              <History />
            </ListItemIcon>
            <ListItemText primary={t('menus.history.open')} />
          </MenuItem>
        )}
      </Menu>
      {preview.dialog}
      {history.panel}
    </>
  );
};
