import { dishAllergensOf } from '@carta/domain/allergens-dishes';
import { type AllergenFilter, isDishHidden } from '@carta/domain/allergens-filter';

type Block = { readonly ID: number; readonly Key: string };

/** A block shown as usual, or consecutive dishes the filter hides (one note stands for them). */
export type BlockRun<B extends Block> =
  | { readonly kind: 'block'; readonly block: B }
  | { readonly kind: 'hidden'; readonly blocks: readonly B[] };

/**
 * A menu's blocks (in order) with each stretch of dishes the filter hides gathered into one run,
 * so that a section's note says "2 dishes hidden" where they were rather than each vanishing.
 * Any other block (a section title, a text) ends a stretch.
 */
export const hiddenDishRuns = <B extends Block>(
  blocks: readonly B[],
  filter: AllergenFilter,
): BlockRun<B>[] => {
  const runs: BlockRun<B>[] = [];
  let stretch: B[] | null = null;
  for (const block of blocks) {
    const allergens = dishAllergensOf(block.Key, block as unknown as Record<string, unknown>);
    if (allergens && isDishHidden(filter, allergens)) {
      if (!stretch) {
        stretch = [];
        runs.push({ kind: 'hidden', blocks: stretch });
      }
      stretch.push(block);
    } else {
      stretch = null;
      runs.push({ kind: 'block', block });
    }
  }
  return runs;
};
