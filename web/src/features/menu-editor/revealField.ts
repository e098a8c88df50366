import { cardDomId } from './cardDomId.ts';
import { type AttentionField, fieldsNeedingAttention, useMenuEditorStore } from './store.ts';

/** How long a card may take to build its body (a lazily downloaded editor) before we give up. */
const WAIT_MS = 3000;

const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [role="spinbutton"], [tabindex="0"]';

/** The control to put the cursor in: the element itself, or the invalid control inside it. */
const focusTarget = (element: HTMLElement): HTMLElement => {
  if (element.matches(FOCUSABLE)) return element;
  const invalid = element.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (invalid?.matches(FOCUSABLE)) return invalid;
  // A group of fields (an availability): the first control of the first field in error.
  const inError = element
    .querySelector<HTMLElement>('.Mui-error')
    ?.querySelector<HTMLElement>(FOCUSABLE);
  return inError ?? element.querySelector<HTMLElement>(FOCUSABLE) ?? element;
};

/** Scrolls the field into the middle of the view and puts the cursor in it. */
export const focusField = (element: HTMLElement): void => {
  // Centred: the sticky toolbar at the top would cover a field scrolled to the very top.
  element.scrollIntoView?.({ block: 'center' });
  focusTarget(element).focus({ preventScroll: true });
};

const firstOnPage = (elements: readonly HTMLElement[]): HTMLElement | undefined =>
  [...elements].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  )[0];

/** The mounted elements of the fields of `block` (the scope of the first field) needing attention. */
const mountedIn = (fields: readonly AttentionField[], block: string | null): HTMLElement[] =>
  fields.flatMap((field) => {
    if (field.block !== block) return [];
    const element = field.element?.();
    // Inside a closed section (the menu settings card) it cannot take the cursor until it opens.
    return element?.isConnected && !element.closest('.MuiCollapse-hidden') ? [element] : [];
  });

const nextFrame = () =>
  new Promise<void>((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => resolve());
    else setTimeout(resolve, 16);
  });

/**
 * Takes the user to the first field needing attention in page order (the menu's fields, then the
 * blocks in ORD order) and puts the cursor in it. A field not on the page yet (collapse mode, a
 * body built only near the viewport, the availability panel closed) is first made to appear.
 */
export const revealFirstInvalid = async (): Promise<boolean> => {
  const store = useMenuEditorStore.getState;
  const first = fieldsNeedingAttention(store())[0];
  if (!first) return false;
  const now = mountedIn(fieldsNeedingAttention(store()), first.block);
  const ready = firstOnPage(now);
  // A block field is visible only with the body shown: collapse mode hides every body.
  if (ready && !(first.block !== null && store().collapsed)) {
    focusField(ready);
    return true;
  }
  if (first.block !== null) {
    if (store().collapsed) store().setCollapsed(false);
    store().revealBlock(first.block, first.field);
    document.getElementById(cardDomId(first.block))?.scrollIntoView?.({ block: 'center' });
  }
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    await nextFrame();
    const element = firstOnPage(mountedIn(fieldsNeedingAttention(store()), first.block));
    if (element) {
      focusField(element);
      return true;
    }
  }
  // The field never showed (an editor that failed to load): at least the card is reached.
  const card = first.block !== null ? document.getElementById(cardDomId(first.block)) : null;
  if (card) focusField(card);
  return card !== null;
};
