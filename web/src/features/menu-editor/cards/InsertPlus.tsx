import { displayPosition } from '@carta/domain';
import { insertPositionAt } from '@carta/domain/menu-editing';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { contentsOf, useMenuEditorStore } from '../store.ts';

/**
 * The small plus between blocks (behaviour.md#menu-editor): opens the add-content dialog inserting before the block at
 * `index`. The position is read when clicked, so an edit elsewhere never re-renders it.
 */
export const InsertPlus = memo(function InsertPlus({
  index,
  disabled,
}: {
  readonly index: number;
  readonly disabled: boolean;
}) {
  const { t } = useTranslation();
  // The ORD the new block takes: the block after the plus moves down (behaviour.md#editing).
  const ord = useMenuEditorStore((state) => {
    const key = state.order[index];
    return key === undefined ? undefined : state.blocks[key]?.ORD;
  });
  const label =
    index === 0 || ord === undefined
      ? t('contents.insertAtTop')
      : t('contents.insertHere', { ord: displayPosition(ord) });
  const open = () => {
    const state = useMenuEditorStore.getState();
    state.openAddContent(insertPositionAt(contentsOf(state), index));
  };
  return (
    <Tooltip title={disabled ? t('menus.info.saveBeforeEdit') : label} describeChild>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          disabled={disabled}
          onClick={open}
          sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
        >
          <AddCircleOutline fontSize="small" color={disabled ? 'disabled' : 'primary'} />
        </IconButton>
      </span>
    </Tooltip>
  );
});
