import type { Translatable } from '@carta/domain/translatable';
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
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type EnterpriseStyle, MenuEntryTile } from './MenuEntryTile.tsx';

export type DemoEntry = {
  readonly id: string;
  readonly name: Translatable;
  readonly isNew: boolean;
};

const SortableTile = ({
  entry,
  style,
  onEdit,
}: {
  entry: DemoEntry;
  style: EnterpriseStyle;
  onEdit: (entry: DemoEntry) => void;
}) => {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.id,
  });
  return (
    <Box
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{ zIndex: isDragging ? 1 : undefined, opacity: isDragging ? 0.85 : 1 }}
    >
      <MenuEntryTile
        name={entry.name}
        style={style}
        editable
        isNew={entry.isNew}
        onEdit={() => onEdit(entry)}
        dragHandleProps={{ ...attributes, ...listeners }}
      />
    </Box>
  );
};

/** How an editor wires the tile's handle to @dnd-kit: a sortable list, by pointer or keyboard. */
export const SortableDemo = ({
  entries,
  onReorder,
  style,
  onEdit,
}: {
  entries: readonly DemoEntry[];
  onReorder: (entries: DemoEntry[]) => void;
  style: EnterpriseStyle;
  onEdit: (entry: DemoEntry) => void;
}) => {
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = entries.findIndex((e) => e.id === active.id);
    const to = entries.findIndex((e) => e.id === over.id);
    onReorder(arrayMove([...entries], from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={entries.map((e) => e.id)} strategy={verticalListSortingStrategy}>
        <Stack spacing={1} sx={{ maxWidth: 420 }}>
          {entries.map((entry) => (
            <SortableTile key={entry.id} entry={entry} style={style} onEdit={onEdit} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
};
