import { displayPosition, typeIdOfBlock } from '@carta/domain';
import { isNewBlock } from '@carta/domain/menu-editing';
import Help from '@mui/icons-material/Help';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import { memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { BlockBody } from '../../../blocks/BlockBody.tsx';
import { typeDisplay } from '../../../blocks/typeInfo.ts';
import type { ContentPatch } from '../../../blocks/types.ts';
import { FieldValidityContext } from '../../../widgets/FieldValidity/fieldValidity.ts';
import { DishSoldOutSwitch } from '../../orders/service/DishSoldOutSwitch.tsx';
import { useAnswersTarget } from '../answers/useAnswersAction.ts';
import { cardDomId } from '../cardDomId.ts';
import type { BlockKeyText } from '../draft.ts';
import { LazyBlockAvailability } from '../lazyParts.ts';
import { useMenuEditorStore } from '../store.ts';
import { useValidityScope } from '../useValidityScope.ts';
import { CardActions } from './CardActions.tsx';
import type { CardLabels } from './cardLabels.ts';
import { DragHandle, type HandleProps } from './DragHandle.tsx';
import { InsertPlus } from './InsertPlus.tsx';
import { useNearViewport } from './useNearViewport.ts';

/** Rough heights of bodies not yet built, so the page keeps its length while it scrolls. */
const ESTIMATE_PX: Readonly<Record<number, number>> = { 2: 72, 3: 72, 4: 180, 16: 300 };
const DEFAULT_ESTIMATE_PX = 120;
const COLLAPSED_ESTIMATE_PX = 24;
/** The first cards are on screen when the editor opens: built at once (see useNearViewport). */
const EAGER_CARDS = 3;
const FOOD = typeIdOfBlock('food');

/** A dish's name for a label: the first of the venue's languages that has one. */
const dishName = (name: unknown, languages: readonly string[]): string => {
  const texts = (name ?? {}) as Record<string, string>;
  return languages.map((l) => texts[l]?.trim()).find(Boolean) ?? '';
};

type ContentCardProps = {
  readonly blockKey: BlockKeyText;
  /** Its index in the list: the insert-plus above it inserts before it. */
  readonly index: number;
  readonly languages: readonly string[];
  readonly labels: CardLabels;
  /** False while the menu is new: inserting waits for the first save (behaviour.md#validation). */
  readonly canInsert: boolean;
  /** The dnd-kit handle, when this user may reorder (behaviour.md#scopes Permission 3). */
  readonly handleProps?: HandleProps;
  /** A phone: the actions fold into a ⋮ menu. */
  readonly compact?: boolean;
};

/**
 * One block (behaviour.md#menu-editor). It reads its own content from the draft by key, so an edit re-renders this
 * card alone: the list above it only holds keys. Its editor and buttons are built when it comes
 * near the viewport; until then it shows its header over a space of about its height.
 */
export const ContentCard = memo(function ContentCard({
  blockKey,
  index,
  languages,
  labels,
  canInsert,
  handleProps,
  compact = false,
}: ContentCardProps) {
  const content = useMenuEditorStore((state) => state.blocks[blockKey]);
  const collapsed = useMenuEditorStore((state) => state.collapsed);
  const updateBlock = useMenuEditorStore((state) => state.updateBlock);
  // Save taking the user to a field of this card: its body is built, its panel opened.
  const reveal = useMenuEditorStore((state) =>
    state.reveal?.block === blockKey ? state.reveal : null,
  );
  const validity = useValidityScope(blockKey);
  const [availabilityOpen, setAvailabilityOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const near = useNearViewport(root, index < EAGER_CARDS) || reveal !== null;
  useEffect(() => {
    if (reveal?.field?.startsWith('Availability.')) setAvailabilityOpen(true);
  }, [reveal]);
  const onChange = useCallback(
    (patch: ContentPatch) => updateBlock(blockKey, patch),
    [updateBlock, blockKey],
  );
  const toggleAvailability = useCallback(() => setAvailabilityOpen((open) => !open), []);
  const answersOf = useAnswersTarget(content);
  if (!content) return null;

  const Icon = typeDisplay(content.Type)?.Icon ?? Help;
  const domId = cardDomId(blockKey);
  const hidden = content.HideMobile === true;
  const isNew = isNewBlock(content);

  return (
    <FieldValidityContext value={validity}>
      <section
        ref={root}
        className="editor-card"
        id={domId}
        tabIndex={-1}
        aria-labelledby={`${domId}-heading ${domId}-position`}
      >
        {near && (
          <span className="editor-card-plus">
            <InsertPlus index={index} disabled={!canInsert} />
          </span>
        )}
        <div className="editor-card-head">
          {near && handleProps && (
            <DragHandle handleProps={handleProps} position={displayPosition(content.ORD)} />
          )}
          <span className="editor-card-ord" aria-hidden="true">
            {displayPosition(content.ORD)}
          </span>
          <span id={`${domId}-position`} className="editor-card-sr">
            {labels.position(displayPosition(content.ORD))}
          </span>
          {/* Decorative, and a styled component each: built with the rest once near the screen. */}
          {near && <Icon fontSize="small" className="editor-card-icon" />}
          <h3 id={`${domId}-heading`} className="editor-card-title">
            {labels.typeName(content.Type)}
          </h3>
          <span className="editor-card-flags">
            {hidden && <Chip size="small" color="error" label={labels.hiddenOnMobile} />}
            {content.IsTemp === true && (
              <Chip size="small" color="primary" variant="outlined" label={labels.temporary} />
            )}
            {isNew && <Chip size="small" label={labels.notSaved} />}
          </span>
          {/* A dish that ran out, one tap from its card (behaviour.md#ordering); saved dishes only. */}
          {near && content.Type === FOOD && !isNew && typeof content.ID === 'number' && (
            <DishSoldOutSwitch
              dishId={content.ID}
              name={dishName((content as { FoodName?: unknown }).FoodName, languages)}
            />
          )}
          {near && (
            <CardActions
              blockKey={blockKey}
              hidden={hidden}
              temporary={content.IsTemp === true}
              moveBlockedReason={isNew ? labels.saveBeforeMove : null}
              availabilityOpen={availabilityOpen}
              onToggleAvailability={toggleAvailability}
              answersOf={answersOf}
              compact={compact}
            />
          )}
        </div>
        {availabilityOpen && (
          <Suspense fallback={<LinearProgress />}>
            <LazyBlockAvailability content={content} onChange={onChange} />
          </Suspense>
        )}
        <div className="editor-card-body">
          {near ? (
            // Collapse mode (behaviour.md#menu-editor, behaviour.md#blocks): the editor shows only its one-line summary.
            <BlockBody
              content={content}
              languages={languages}
              onChange={onChange}
              collapsed={collapsed}
              isNew={isNew}
            />
          ) : (
            <div
              aria-hidden
              // The e2e flows wait for it to go: the card's editor is then built.
              data-testid="lazy-body"
              style={{
                height: collapsed
                  ? COLLAPSED_ESTIMATE_PX
                  : (ESTIMATE_PX[content.Type] ?? DEFAULT_ESTIMATE_PX),
              }}
            />
          )}
        </div>
      </section>
    </FieldValidityContext>
  );
});
