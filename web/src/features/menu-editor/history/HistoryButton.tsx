import History from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuEditorStore } from '../store.ts';

// Most visits never open the history: its panel downloads on the first click.
const LazyHistoryPanel = lazy(() =>
  import('./HistoryPanel.tsx').then((m) => ({ default: m.HistoryPanel })),
);

/** The toolbar's History button; a menu not saved yet has no history to show. */
export const HistoryButton = ({ disabled }: { readonly disabled?: boolean }) => {
  const { t } = useTranslation();
  const owner = useMenuEditorStore((state) => state.owner);
  const menuId = useMenuEditorStore((state) =>
    typeof state.menu?.ID === 'number' && state.menu.IsNew !== true ? state.menu.ID : null,
  );
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // On a phone the toolbar already wraps: an icon keeps it from growing another row.
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  if (owner === null || menuId === null) return null;
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      {phone ? (
        <Tooltip title={t('menus.history.openHint')}>
          <span>
            <IconButton
              onClick={show}
              disabled={disabled}
              aria-label={t('menus.history.open')}
              color="primary"
            >
              <History />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button
          startIcon={<History />}
          onClick={show}
          disabled={disabled}
          title={t('menus.history.openHint')}
        >
          {t('menus.history.open')}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <LazyHistoryPanel
            owner={owner}
            menuId={menuId}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
};
