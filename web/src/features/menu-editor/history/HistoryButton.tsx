import History from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuEditorStore } from '../store.ts';

// Most visits never open the history: its panel downloads on the first click.
const LazyHistoryPanel = lazy(() =>
  import('./HistoryPanel.tsx').then((m) => ({ default: m.HistoryPanel })),
);

/**
 * The history panel and how to open it; `available` is false for a menu not saved yet, which has
 * no history to show. Shared by the toolbar's button and the phone's "more actions" menu.
 */
export const useHistoryPanel = (): {
  readonly available: boolean;
  readonly show: () => void;
  readonly panel: ReactNode;
} => {
  const owner = useMenuEditorStore((state) => state.owner);
  const menuId = useMenuEditorStore((state) =>
    typeof state.menu?.ID === 'number' && state.menu.IsNew !== true ? state.menu.ID : null,
  );
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const available = owner !== null && menuId !== null;
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  const panel =
    available && opened ? (
      <Suspense fallback={null}>
        <LazyHistoryPanel
          owner={owner}
          menuId={menuId}
          open={open}
          onClose={() => setOpen(false)}
        />
      </Suspense>
    ) : null;
  return { available, show, panel };
};

/** The toolbar's History button (on a phone it lives in the "more actions" menu). */
export const HistoryButton = ({ disabled }: { readonly disabled?: boolean }) => {
  const { t } = useTranslation();
  const { available, show, panel } = useHistoryPanel();
  if (!available) return null;
  return (
    <>
      <Button
        startIcon={<History />}
        onClick={show}
        disabled={disabled}
        title={t('menus.history.openHint')}
      >
        {t('menus.history.open')}
      </Button>
      {panel}
    </>
  );
};
