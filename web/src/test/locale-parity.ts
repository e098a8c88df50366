import { expect } from 'vitest';

type Tree = { readonly [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );

/** A feature's es and en labels: the same keys, none empty, the same {{placeholders}}. */
export const expectLocaleParity = (es: Tree, en: Tree): void => {
  const esLeaves = new Map(leaves(es));
  const enLeaves = new Map(leaves(en));
  expect([...enLeaves.keys()].sort()).toEqual([...esLeaves.keys()].sort());
  const slots = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  for (const [key, text] of esLeaves) {
    expect(text.trim(), `es ${key}`).not.toBe('');
    expect(enLeaves.get(key)?.trim(), `en ${key}`).not.toBe('');
    expect(slots(enLeaves.get(key) ?? ''), key).toEqual(slots(text));
  }
};
