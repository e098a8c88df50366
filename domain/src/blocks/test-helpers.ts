import { describe, expect, it } from 'vitest';
import { toFieldIssues } from '../content.ts';
import { contentTypeByKey } from '../content-types.ts';
import type { BlockContext, BlockModule } from './block.ts';

/** The demo hotel's languages and a white background: what every block test builds defaults for. */
export const CTX: BlockContext = { languages: ['es', 'en', 'de', 'fr'], bgColor: '#ffffff' };

type Fields = Record<string, unknown>;

export const defaultsOf = (block: BlockModule): Fields => block.defaults(CTX) as Fields;

const parseWith = (block: BlockModule, patch: Fields) =>
  block.schema.safeParse({ ...defaultsOf(block), ...patch });

/** The block's defaults, patched, parse. */
export const expectAccepts = (block: BlockModule, patch: Fields): Fields => {
  const result = parseWith(block, patch);
  expect(
    result.success,
    `${block.key} should accept ${JSON.stringify(patch).slice(0, 200)}: ${result.error?.message}`,
  ).toBe(true);
  return result.data as Fields;
};

/** The block's defaults, patched, are refused with an issue naming `path` (e.g. 'Times.0.Time'). */
export const expectRejects = (block: BlockModule, patch: Fields, path: string): void => {
  const result = parseWith(block, patch);
  expect(result.success, `${block.key} should refuse ${JSON.stringify(patch).slice(0, 200)}`).toBe(
    false,
  );
  if (result.success) return;
  expect(toFieldIssues(result.error).map((issue) => issue.path)).toContain(path);
};

export const expectDefaultsValid = (block: BlockModule): void => {
  const defaults = defaultsOf(block);
  expect(block.schema.parse(defaults)).toEqual(defaults);
};

/** A limit: `at` is accepted, `past` refused (naming `path`, by default the field itself). */
export type Bound = readonly [field: string, at: unknown, past: unknown, path?: string];

export type BlockSuite = {
  /** Wrong field types, each refused with an issue at its field (none for a header-only type). */
  readonly wrongTypes?: readonly (readonly [field: string, value: unknown])[];
  readonly bounds?: readonly Bound[];
};

/**
 * The tests every block gets: its key is in the catalogue, its defaults parse (for the demo's four
 * languages and for one), a wrong field type and an unknown field are refused, and each limit holds
 * at its value and fails just past it.
 */
export const blockSuite = (block: BlockModule, suite: BlockSuite, more?: () => void): void => {
  describe(`${block.key} block`, () => {
    it('is a catalogue type', () => {
      expect(contentTypeByKey(block.key)?.key).toBe(block.key);
    });

    it('defaults parse with its schema', () => {
      expectDefaultsValid(block);
      const one = block.defaults({ languages: ['es'] });
      expect(block.schema.safeParse(one).success).toBe(true);
    });

    const fieldCount = Object.keys(block.schema.shape).length;
    if (fieldCount === 0) {
      it('has no fields of its own (header only)', () => {
        expect(defaultsOf(block)).toEqual({});
        expect(suite.wrongTypes ?? []).toEqual([]);
      });
    } else {
      it('a wrong field type is refused', () => {
        expect(suite.wrongTypes?.length ?? 0).toBeGreaterThan(0);
        for (const [field, value] of suite.wrongTypes ?? []) {
          expectRejects(block, { [field]: value }, field);
        }
      });
    }

    it('an unknown field is refused, named', () => {
      expectRejects(block, { NotAField: 1 }, 'NotAField');
    });

    for (const [field, at, past, path] of suite.bounds ?? []) {
      it(`${field}: accepted at ${JSON.stringify(at).slice(0, 40)}, refused past it`, () => {
        expectAccepts(block, { [field]: at });
        expectRejects(block, { [field]: past }, path ?? field);
      });
    }

    more?.();
  });
};

/** A translatable value of `length` characters in Spanish and '' elsewhere. */
export const textOf = (length: number): Record<string, string> => ({
  es: 'x'.repeat(length),
  en: '',
});
