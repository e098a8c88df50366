import {
  AVAILABILITY_KEYS,
  type Availability,
  type BlockContext,
  type ContentCommon,
  type FieldIssue,
  parseContent,
} from '@carta/domain';
import { guestNeedIssues } from '@carta/domain/guest-needs';
import { InvalidInput } from '../domain-errors.ts';
import { sanitizeEmbed, sanitizeTranslatableHtml } from './html.ts';

export type ContentInput = {
  readonly common: ContentCommon;
  readonly availability: Availability | null;
  readonly data: Record<string, unknown>;
};

const availabilityOf = (common: ContentCommon): Availability | null => {
  const entries = AVAILABILITY_KEYS.filter((k) => common[k] !== undefined).map((k) => [
    k,
    common[k],
  ]);
  return entries.length > 0 ? (Object.fromEntries(entries) as Availability) : null;
};

/**
 * Check every content of a save against its type's schema, with rich text and embed codes sanitized;
 * all issues are reported together, and nothing is stored when there is one.
 */
export const parseContentInputs = (
  list: readonly unknown[],
  ctx: BlockContext,
  prefix = 'Content',
): ContentInput[] => {
  const issues: FieldIssue[] = [];
  const parsed: ContentInput[] = [];
  list.forEach((item, index) => {
    const result = parseContent(item, ctx, `${prefix}.${index}`);
    if (!result.ok) {
      issues.push(...result.issues);
      return;
    }
    // behaviour.md#validation: a block its guest view would not show at all is refused, naming the field.
    const lacking = guestNeedIssues(result.common.Type, result.data);
    if (lacking.length > 0) {
      issues.push(
        ...lacking.map((field) => ({
          path: `${prefix}.${index}.${field}`,
          message: 'required for guests to see the block',
        })),
      );
      return;
    }
    const data = { ...result.data };
    for (const field of result.block.htmlFields ?? []) {
      data[field] = sanitizeTranslatableHtml(data[field]);
    }
    for (const field of result.block.embedFields ?? []) {
      const html = data[field];
      if (typeof html === 'string') data[field] = sanitizeEmbed(html);
    }
    parsed.push({ common: result.common, availability: availabilityOf(result.common), data });
  });
  if (issues.length > 0) {
    throw new InvalidInput(
      issues.map((i) => `${i.path}: ${i.message}`).join('; '),
      issues.map((i) => i.path),
    );
  }
  return parsed;
};
