import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMenuEditorStore } from './store.ts';
import { useSetCollapsed } from './useCollapse.ts';
import type { EditorContextValue } from './useEditorContext.ts';

/**
 * behaviour.md#menu-editor the action button ('add to submenu', 'add submenu' or 'add content', disabled while the
 * menu is new), the collapse-contents switch (the display mode is in the app bar's display settings).
 */
export const MenuActionsBar = ({
  show,
  heading,
  onAddSubmenu,
}: {
  readonly show: EditorContextValue;
  readonly heading: string;
  readonly onAddSubmenu: () => void;
}) => {
  const { t } = useTranslation();
  const type = useMenuEditorStore((state) => state.menu?.Type ?? null);
  const collapsed = useMenuEditorStore((state) => state.collapsed);
  const setCollapsed = useSetCollapsed();
  const openAddContent = useMenuEditorStore((state) => state.openAddContent);
  const openTypeSheet = useMenuEditorStore((state) => state.openTypeSheet);

  const label = {
    addToSubmenu: t('menus.addToSubmenu'),
    addSubmenu: t('menus.addSubmenu'),
    addContent: t('menus.addContent'),
  }[show.primaryAction];
  const act = () => {
    if (show.primaryAction === 'addSubmenu') onAddSubmenu();
    // An undecided menu may still become a menu of submenus: the type sheet offers that too.
    else if (type === null) openTypeSheet();
    else openAddContent();
  };
  const button = (
    <Button variant="contained" startIcon={<Add />} disabled={!show.actionsEnabled} onClick={act}>
      {label}
    </Button>
  );

  return (
    <Paper sx={{ px: 2, py: 1.5 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography id="menu-contents-heading" variant="h6" component="h2" sx={{ flex: 1 }}>
          {heading}
        </Typography>
        {show.collapseSwitch && (
          <FormControlLabel
            control={
              <Switch checked={collapsed} onChange={(e) => setCollapsed(e.target.checked)} />
            }
            label={t('menus.collapseContents')}
          />
        )}
        {show.actionsEnabled ? (
          button
        ) : (
          <Tooltip title={t('menus.info.saveBeforeEdit')} describeChild>
            {/* A disabled button fires no events: the wrapper lets the tooltip explain why. */}
            <span>{button}</span>
          </Tooltip>
        )}
      </Stack>
    </Paper>
  );
};
