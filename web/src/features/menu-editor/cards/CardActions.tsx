import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SavedNote, useSavedNote } from '../../../widgets/SavedNote/SavedNote.tsx';
import type { BlockKeyText } from '../draft.ts';
import { scrollToBlock } from '../scrollToBlock.ts';
import { useMenuEditorStore } from '../store.ts';
import { useBlockActions } from '../useBlockActions.ts';

type CardActionsProps = {
  readonly blockKey: BlockKeyText;
  readonly hidden: boolean;
  readonly temporary: boolean;
  /** Why the block cannot be moved now, or null when it can. */
  readonly moveBlockedReason: string | null;
  readonly availabilityOpen: boolean;
  readonly onToggleAvailability: () => void;
};

/** A disabled button fires no events: the span lets its tooltip say why it is disabled. */
const Action = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => (
  <Tooltip title={title} describeChild>
    <span>{children}</span>
  </Tooltip>
);

/** §2.6 card actions: move, hide on mobile, availability, clone, delete. */
export const CardActions = memo(function CardActions({
  blockKey,
  hidden,
  temporary,
  moveBlockedReason,
  availabilityOpen,
  onToggleAvailability,
}: CardActionsProps) {
  const { t } = useTranslation();
  const { toggleHidden } = useBlockActions();
  const openDialog = useMenuEditorStore((state) => state.openBlockDialog);
  const cloneBlock = useMenuEditorStore((state) => state.cloneBlock);
  const hideLabel = hidden ? t('contents.showOnMobile') : t('contents.hideOnMobile');
  // Hiding on mobile is stored at once (§4), not with Save: the card says so.
  const hideSaved = useSavedNote();
  const toggle = async () => {
    if (await toggleHidden(blockKey)) hideSaved.show();
  };

  const clone = () => {
    const key = cloneBlock(blockKey);
    if (key) scrollToBlock(key);
  };

  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <SavedNote visible={hideSaved.visible} label={t('menus.immediate.saved')} />
      <Action title={moveBlockedReason ?? t('contents.move')}>
        <IconButton
          aria-label={t('contents.move')}
          disabled={moveBlockedReason !== null}
          onClick={() => openDialog({ kind: 'move', key: blockKey })}
        >
          <DriveFileMoveOutlined />
        </IconButton>
      </Action>
      <Action title={hideLabel}>
        <IconButton
          aria-label={hideLabel}
          aria-pressed={hidden}
          color={hidden ? 'error' : 'default'}
          onClick={() => void toggle()}
        >
          {hidden ? <VisibilityOff /> : <Visibility />}
        </IconButton>
      </Action>
      <Action title={t('contents.availability')}>
        <IconButton
          aria-label={t('contents.availability')}
          aria-expanded={availabilityOpen}
          color={temporary ? 'primary' : 'default'}
          onClick={onToggleAvailability}
        >
          <EventAvailable />
        </IconButton>
      </Action>
      <Action title={t('contents.clone')}>
        <IconButton aria-label={t('contents.clone')} onClick={clone}>
          <ContentCopy />
        </IconButton>
      </Action>
      <Action title={t('contents.delete')}>
        <IconButton
          aria-label={t('contents.delete')}
          color="error"
          onClick={() => openDialog({ kind: 'delete', key: blockKey })}
        >
          <DeleteOutline />
        </IconButton>
      </Action>
    </Stack>
  );
});
