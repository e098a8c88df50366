import PreviewIcon from '@mui/icons-material/PreviewOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { contentLanguages } from '../../../widgets/TranslatableField/languages.ts';
import { useEnterpriseContentLanguage } from '../../../widgets/TranslatableField/useEnterpriseContentLanguage.ts';
import { useMenuEditorStore } from '../store.ts';

// Date and time pickers and the frame download on the first click, not with the editor.
const LazyPreviewDialog = lazy(() =>
  import('./PreviewDialog.tsx').then((m) => ({ default: m.PreviewDialog })),
);

/** The server's default zone for an enterprise that has none (server/src/repos/enterprises.ts). */
const DEFAULT_TIME_ZONE = 'Europe/Madrid';

/**
 * The preview dialog (behaviour.md#guest-app) and how to open it. A menu never saved has no guest page yet:
 * `reason` then says why the action is disabled. Shared by the toolbar's button and the phone's
 * "more actions" menu.
 */
export const usePreviewDialog = (): {
  readonly available: boolean;
  readonly reason: string;
  readonly show: () => void;
  readonly dialog: ReactNode;
} => {
  const { t } = useTranslation();
  const { enterprise } = useSession();
  const contentLanguage = useEnterpriseContentLanguage();
  const menuId = useMenuEditorStore((state) =>
    typeof state.menu?.ID === 'number' && state.menu.IsNew !== true ? state.menu.ID : null,
  );
  const modified = useMenuEditorStore((state) => state.modified);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  const dialog =
    opened && menuId !== null ? (
      <Suspense fallback={null}>
        <LazyPreviewDialog
          open={open}
          onClose={() => setOpen(false)}
          ws={enterprise.ID}
          menuId={menuId}
          languages={contentLanguages(enterprise.Languages)}
          initialLanguage={contentLanguage}
          timeZone={enterprise.TimeZone ?? DEFAULT_TIME_ZONE}
          dirty={modified}
        />
      </Suspense>
    ) : null;
  const available = menuId !== null;
  const reason = available ? t('menus.preview.openHint') : t('menus.preview.saveFirst');
  return { available, reason, show, dialog };
};

/**
 * The toolbar's Vista previa: an icon with its name as tooltip, as the band has no room left for
 * one more labelled button beside a menu's name (on a phone it lives in the "more actions" menu).
 */
export const PreviewButton = ({ disabled }: { readonly disabled?: boolean }) => {
  const { t } = useTranslation();
  const { available, reason, show, dialog } = usePreviewDialog();
  return (
    <>
      <Tooltip title={reason} describeChild>
        {/* A disabled button fires no events: the wrapper lets the tooltip say why. */}
        <span>
          <IconButton
            onClick={show}
            disabled={disabled || !available}
            aria-label={t('menus.preview.open')}
            color="primary"
          >
            <PreviewIcon />
          </IconButton>
        </span>
      </Tooltip>
      {dialog}
    </>
  );
};
