import History from '@mui/icons-material/History';
import Button from '@mui/material/Button';
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
  if (owner === null || menuId === null) return null;
  return (
    <>
      <Button
        startIcon={<History />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        disabled={disabled}
        title={t('menus.history.openHint')}
      >
        {t('menus.history.open')}
      </Button>
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
