import type { AnyGuestBlock } from '@carta/domain/guest/data';
import { Suspense } from 'react';
import { HiddenDishes } from '../allergens/HiddenDishes.tsx';
import { hiddenDishRuns } from '../allergens/hidden-runs.ts';
import { useAllergenFilter } from '../allergens/store.ts';
import { sortedBlocks } from './blocks.ts';
import { NotAvailableCard } from './NotAvailableView.tsx';
import { viewFor } from './registry.ts';
import { ViewBoundary } from './ViewBoundary.tsx';

const BlockItem = ({ block }: { readonly block: AnyGuestBlock }) => {
  const View = viewFor(block.Key);
  return (
    <div className="block" data-block={block.Key}>
      <ViewBoundary resetKey={block} fallback={<NotAvailableCard blockKey={block.Key} />}>
        <Suspense fallback={<div className="block-placeholder" aria-hidden="true" />}>
          <View block={block} />
        </Suspense>
      </ViewBoundary>
    </div>
  );
};

/**
 * A menu's blocks in ORD order, each by its type's view, each behind its own error boundary; the
 * dishes the guest's allergen filter hides give way to a note that can show them.
 */
export const BlockList = ({ blocks }: { readonly blocks: readonly AnyGuestBlock[] }) => {
  const filter = useAllergenFilter();
  return (
    <div className="blocks">
      {hiddenDishRuns(sortedBlocks(blocks), filter).map((run) =>
        run.kind === 'block' ? (
          <BlockItem key={run.block.ID} block={run.block} />
        ) : (
          <HiddenDishes key={`hidden-${run.blocks[0]?.ID}`} count={run.blocks.length}>
            {run.blocks.map((block) => (
              <BlockItem key={block.ID} block={block} />
            ))}
          </HiddenDishes>
        ),
      )}
    </div>
  );
};
