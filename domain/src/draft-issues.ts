import type { Availability } from './availability.ts';
import { availabilityErrors, fromItemVariant, readAvailability } from './availability-form.ts';
import type { Content } from './content.ts';
import { guestNeedIssues } from './guest-needs.ts';
import { hasAnyText, type Translatable } from './translatable.ts';
import { isEmbeddableUrl, isFileUrl, isVideoUrlFor } from './urls.ts';

/**
 * Rules over a whole menu draft that hold whether or not a field is on screen: a block whose
 * editor was never built (far down the list, collapse mode) is checked as well as one in view.
 * Each issue names the stored field, as the editors' own reports do, so one field counts once.
 */

const FORM = 29;
const IMAGE = 4;
const IFRAME = 5;
const VIDEO = 8;

/**
 * Older data may hold an address the URL rules now refuse (plain http): the server would refuse
 * the save, so the field is named before it is sent (docs/decisions.md).
 */
const storedUrlIssues = (content: Content): string[] => {
  if (content.Type === IMAGE && !isFileUrl(String(content.Image ?? ''))) return ['Image'];
  if (content.Type === IFRAME && !isEmbeddableUrl(String(content.IframeURL ?? '')))
    return ['IframeURL'];
  if (content.Type !== VIDEO) return [];
  const type = content.TypeVideo;
  const known = type === 'youtube' || type === 'vimeo' || type === 'file';
  return known && !isVideoUrlFor(type, String(content.VideoURL ?? '')) ? ['VideoURL'] : [];
};

const availabilityIssues = (errors: ReturnType<typeof availabilityErrors>): string[] =>
  Object.keys(errors).map((key) => `Availability.${key}`);

/**
 * The menu's own fields: a name in at least one language (the field is marked required, and a
 * guest's list would show a blank entry), and a complete temporary availability (behaviour.md#menu-editor, behaviour.md#widgets).
 */
export const menuIssues = (menu: {
  readonly Name: Translatable | null | undefined;
  readonly IsTemp?: boolean | null | undefined;
  readonly Availability?: Availability | null | undefined;
}): string[] => [
  ...(hasAnyText(menu.Name) ? [] : ['Name']),
  ...availabilityIssues(
    availabilityErrors(fromItemVariant(menu.Availability, menu.IsTemp === true)),
  ),
];

/**
 * One block: a complete availability when temporary, the Form's required destination (behaviour.md#validation), the
 * fields its guest view cannot do without (guest-needs.ts), and no stored address its URL rule refuses.
 */
export const blockIssues = (content: Content): string[] => {
  const issues = availabilityIssues(availabilityErrors(readAvailability(content)));
  if (content.Type === FORM) {
    const mail = content.FormDestinationMail;
    if (typeof mail !== 'string' || mail.trim() === '') issues.push('FormDestinationMail');
  }
  return [...issues, ...guestNeedIssues(content.Type, content), ...storedUrlIssues(content)];
};
