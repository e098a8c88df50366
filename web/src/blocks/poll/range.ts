import { pollQuestionSchema } from '@carta/domain/blocks/poll';

export type RangeIssue = 'notNumber' | 'outOfRange' | 'minAboveMax';

const NIL_UUID = '00000000-0000-4000-8000-000000000000';

const parse = (text: string): number | null => {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
};

/**
 * Why a typed Min/Max pair cannot be stored, per field: not a number, beyond the schema's bounds,
 * or min above max (behaviour.md#validation). The schema itself judges the bounds, so the editor never stores what the
 * server would refuse.
 */
export const rangeErrors = (
  minText: string,
  maxText: string,
): { readonly min: RangeIssue | null; readonly max: RangeIssue | null } => {
  const min = parse(minText);
  const max = parse(maxText);
  if (min === null || max === null) {
    return { min: min === null ? 'notNumber' : null, max: max === null ? 'notNumber' : null };
  }
  const result = pollQuestionSchema.safeParse({
    id: NIL_UUID,
    type: 'number',
    question: {},
    min,
    max,
  });
  if (result.success) return { min: null, max: null };
  const bounds = (field: 'min' | 'max') =>
    result.error.issues.some(
      (issue) =>
        issue.path[0] === field && (issue.code === 'too_big' || issue.code === 'too_small'),
    );
  if (bounds('min') || bounds('max')) {
    return { min: bounds('min') ? 'outOfRange' : null, max: bounds('max') ? 'outOfRange' : null };
  }
  return { min: 'minAboveMax', max: null };
};
