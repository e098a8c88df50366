import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { type HTMLAttributes, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuEditorStore } from '../store.ts';
import { useSetCollapsed } from '../useCollapse.ts';

/** What dnd-kit puts on a handle: `{ ...attributes, ...listeners }`. */
export type HandleProps = HTMLAttributes<HTMLElement>;

/** A drag that ends on the handle may fire a click: it must not also collapse the list. */
let lastDragEnd = 0;
export const noteDragEnd = () => {
  lastDragEnd = Date.now();
};

/**
 * behaviour.md#menu-editor move handle. Expanded, a click collapses the list (long cards are hard to drag), hence its
 * 'collapse' tooltip; collapsed, it reads 'move content'. Drag by pointer, or by keyboard: Space to
 * lift, arrows to move, Space to drop, Escape to cancel.
 */
export const DragHandle = memo(function DragHandle({
  handleProps,
  position,
}: {
  readonly handleProps: HandleProps;
  /** 1-based, as people count. */
  readonly position: number;
}) {
  const { t } = useTranslation();
  const collapsed = useMenuEditorStore((state) => state.collapsed);
  const setCollapsed = useSetCollapsed();
  return (
    <Tooltip title={collapsed ? t('contents.moveContent') : t('contents.collapse')} describeChild>
      <Box
        {...handleProps}
        aria-label={t('contents.dragHandle', { ord: position })}
        aria-roledescription={t('contents.sortable')}
        onClick={() => {
          if (!collapsed && Date.now() - lastDragEnd > 400) setCollapsed(true);
        }}
        sx={{
          display: 'inline-flex',
          p: 0.75,
          borderRadius: 1,
          cursor: 'grab',
          touchAction: 'none',
          color: 'text.secondary',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <DragIndicator />
      </Box>
    </Tooltip>
  );
});
