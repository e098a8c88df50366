import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { ContentCard } from './cards/ContentCard.tsx';
import { useCardLabels } from './cards/cardLabels.ts';
import { CardStyles } from './cards/cardStyles.tsx';
import { noteDragEnd } from './cards/DragHandle.tsx';
import { SortableCard } from './cards/SortableCard.tsx';
import { useMenuEditorStore } from './store.ts';

type ContentListProps = {
  readonly languages: readonly string[];
  /** behaviour.md#scopes Permission 3: blocks can be dragged into a new order. */
  readonly canReorder?: boolean;
  /** False while the menu is new: inserting waits for the first save (behaviour.md#validation). */
  readonly canInsert?: boolean;
};

/** The blocks in ORD order; it re-renders only when blocks are added, removed or reordered. */
export const ContentList = ({
  languages,
  canReorder = false,
  canInsert = true,
}: ContentListProps) => {
  const { t } = useTranslation();
  const order = useMenuEditorStore((state) => state.order);
  const reorderBlocks = useMenuEditorStore((state) => state.reorderBlocks);
  const labels = useCardLabels();
  // One listener for the list, not one per card; crossing the breakpoint re-renders the cards.
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));
  const sensors = useSensors(
    // A click on the handle collapses the list; only a real movement starts a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (order.length === 0) {
    return <Typography color="text.secondary">{t('menus.noContents')}</Typography>;
  }

  const Card = canReorder ? SortableCard : ContentCard;
  const list = (
    <Stack spacing={3} sx={{ pt: 3 }}>
      <CardStyles />
      {order.map((key, index) => (
        <Card
          key={key}
          blockKey={key}
          index={index}
          languages={languages}
          labels={labels}
          canInsert={canInsert}
          compact={compact}
        />
      ))}
    </Stack>
  );
  if (!canReorder) return list;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    noteDragEnd();
    if (!over || active.id === over.id) return;
    reorderBlocks(order.indexOf(String(active.id)), order.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      onDragCancel={noteDragEnd}
      accessibility={{ screenReaderInstructions: { draggable: t('contents.dragInstructions') } }}
    >
      <SortableContext items={order as string[]} strategy={verticalListSortingStrategy}>
        {list}
      </SortableContext>
    </DndContext>
  );
};
