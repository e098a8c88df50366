import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useMemo } from 'react';
import type { BlockKeyText } from '../draft.ts';
import { ContentCard } from './ContentCard.tsx';
import type { CardLabels } from './cardLabels.ts';

type SortableCardProps = {
  readonly blockKey: BlockKeyText;
  readonly index: number;
  readonly languages: readonly string[];
  readonly labels: CardLabels;
  readonly canInsert: boolean;
  readonly compact: boolean;
};

/** A card in the sortable list: dnd-kit moves this wrapper; the card itself stays memoised. */
export const SortableCard = memo(function SortableCard(props: SortableCardProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: props.blockKey });
  const handleProps = useMemo(
    () => ({ ...attributes, ...listeners, ref: setActivatorNodeRef }),
    [attributes, listeners, setActivatorNodeRef],
  );
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
      }}
    >
      <ContentCard {...props} handleProps={handleProps} />
    </div>
  );
});
