import type { Availability } from './availability.ts';
import { fromItemVariant, readAvailability, validateAvailability } from './availability-form.ts';
import type { Content } from './content.ts';

/**
 * Rules over a whole menu draft that hold whether or not a field is on screen: a block whose
 * editor was never built (far down the list, collapse mode) is checked as well as one in view.
 * Each issue names the stored field, as the editors' own reports do, so one field counts once.
 */

const FORM = 29;

const availabilityIssues = (errors: ReturnType<typeof validateAvailability>): string[] =>
  Object.keys(errors).map((key) => `Availability.${key}`);

/** The menu's own fields: its temporary availability must be complete (§2.2, §2.8). */
export const menuIssues = (menu: {
  readonly IsTemp?: boolean | null | undefined;
  readonly Availability?: Availability | null | undefined;
}): string[] =>
  availabilityIssues(
    validateAvailability(fromItemVariant(menu.Availability, menu.IsTemp === true)),
  );

/** One block: a complete availability when temporary, and the Form's required destination (§5). */
export const blockIssues = (content: Content): string[] => {
  const issues = availabilityIssues(validateAvailability(readAvailability(content)));
  if (content.Type === FORM) {
    const mail = content.FormDestinationMail;
    if (typeof mail !== 'string' || mail.trim() === '') issues.push('FormDestinationMail');
  }
  return issues;
};
