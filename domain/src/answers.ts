/**
 * Guest answers to Form and Poll blocks (behaviour.md#guest-app): which block types take them, what a guest fills
 * in (./answers/fields.ts, without zod, for the guest app's views), the schema a valid answer
 * follows (./answers/schema.ts) and the staff's CSV export (./answers/csv.ts).
 */
export * from './answers/check.ts';
export * from './answers/csv.ts';
export * from './answers/fields.ts';
export * from './answers/schema.ts';
