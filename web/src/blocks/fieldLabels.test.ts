// @vitest-environment node
import { type BlockKey, blocks } from '@carta/domain';
import { type FieldNode, fieldTree } from '@carta/domain/blocks/fieldTree';
import { describe, expect, it } from 'vitest';
import type { LocaleTree } from '../i18n/editorLocales.ts';
import { editorLocales } from '../i18n/editorLocales.ts';
import { labelKey } from './fieldPathLabel.ts';
import { webBlocks } from './registry.ts';
import type { FieldLabels } from './types.ts';

/**
 * Stored fields no editor shows, so a refusal of one is named by the block (or its item) alone.
 * Written `<block>.<field>`, a list's item fields after the list's name.
 */
const NOT_SHOWN: Readonly<Record<string, string>> = {
  'contact.ContactItems.ID': "an item's id, kept so that the guest app can tell items apart",
  'timeline.Times.ID': "an event's id, kept so that the guest app can tell events apart",
  'poll.UpdateKey': 'renewed by the editor on every change, for the guest apps',
  'poll.PollFormData.id': "a question's id, made by the editor",
  'poll.PollFormData.type': "a question's kind, chosen once in 'add item' and shown as its chip",
  'poll.PollFormData.values.id': "an answer's id, made by the editor",
  'formCio.FormIcon': 'the editor shows only the form select; the icon keeps its default',
  'brochure.SiteTitle': "kept for older clients; the brochure's editor has no field for it",
  'brochure.SiteAddress': "kept for older clients; the brochure's editor has no field for it",
  'brochure.SiteLat': "kept for older clients; the brochure's editor has no field for it",
  'brochure.SiteLon': "kept for older clients; the brochure's editor has no field for it",
};

const leaves = (tree: LocaleTree, prefix: string, into: Set<string>): Set<string> => {
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}.${key}`;
    if (typeof value === 'string') into.add(path);
    else leaves(value, path, into);
  }
  return into;
};
const keysOf = (language: 'es' | 'en') => {
  const found = new Set<string>();
  for (const group of ['blocks', 'widgets'] as const)
    leaves(editorLocales[language][group], group, found);
  return found;
};
const KEYS = { es: keysOf('es'), en: keysOf('en') };

type Group = Extract<FieldNode, { kind: 'group' }>;

/** What is wrong with a block's labels against its schema's fields, one line per problem. */
const problemsOf = (key: string, labels: FieldLabels | undefined, fields: Group): string[] => {
  const problems: string[] = [];
  const checkKey = (path: string, label: string) => {
    for (const language of ['es', 'en'] as const) {
      if (!KEYS[language].has(labelKey(key, label)))
        problems.push(`${path}: '${label}' is not a ${language} label of ${key}`);
    }
  };
  const walk = (labels: FieldLabels | undefined, group: Group, path: string, inItem: boolean) => {
    for (const name of Object.keys(labels ?? {})) {
      if (!(name in group.fields))
        problems.push(`${path}.${name}: labelled, but not in the schema`);
    }
    for (const [name, node] of Object.entries(group.fields)) {
      const at = `${path}.${name}`;
      if (at in NOT_SHOWN) continue;
      const label = labels?.[name];
      if (label === undefined) problems.push(`${at}: no label`);
      else if (label === null) {
        if (!inItem) problems.push(`${at}: only a list item's field may be named by its item`);
      } else if (typeof label === 'string') {
        // One label names a whole group or list the editor shows as one control (a timetable).
        checkKey(at, label);
      } else if (node.kind === 'list') {
        if (label.item === undefined) problems.push(`${at}: a list needs its item's label`);
        else checkKey(at, label.item);
        if (node.item.kind === 'group') walk(label.fields, node.item, at, true);
        else if (Object.keys(label.fields).length > 0)
          problems.push(`${at}: a list of plain values has no item fields`);
      } else if (node.kind === 'group') {
        if (label.item !== undefined) problems.push(`${at}: a group is not a list, it has no item`);
        walk(label.fields, node, at, false);
      } else problems.push(`${at}: a single value takes a label, not fields`);
    }
  };
  walk(labels, fields, key, false);
  return problems;
};

const groupOf = (key: BlockKey): Group => {
  const tree = fieldTree(blocks[key].schema);
  if (tree.kind !== 'group') throw new Error(`${key}: a block's schema is an object`);
  return tree;
};

describe("every block's fields have the labels its editor shows", () => {
  it('names each schema field, list item and item field by a label in es and en', () => {
    const problems = (Object.keys(webBlocks) as BlockKey[]).flatMap((key) =>
      problemsOf(key, webBlocks[key].fieldLabels, groupOf(key)),
    );
    expect(problems).toEqual([]);
  });

  it('lists no exemption the schemas do not have', () => {
    const fieldsAt = (node: FieldNode | undefined, path: string[]): FieldNode | undefined => {
      const [name, ...rest] = path;
      if (name === undefined || node === undefined) return node;
      const group = node.kind === 'list' ? node.item : node;
      return group.kind === 'group' ? fieldsAt(group.fields[name], rest) : undefined;
    };
    for (const exempt of Object.keys(NOT_SHOWN)) {
      const [key = '', ...path] = exempt.split('.');
      expect(fieldsAt(groupOf(key as BlockKey), path), exempt).toBeDefined();
    }
  });

  it('fails a field without a label, a stale label and a key missing from the locales', () => {
    const labels = webBlocks.contact.fieldLabels;
    const { HideDivider: _dropped, ...rest } = labels;
    expect(problemsOf('contact', rest, groupOf('contact'))).toEqual([
      'contact.HideDivider: no label',
    ]);
    expect(problemsOf('contact', { ...labels, Gone: 'icon' }, groupOf('contact'))).toEqual([
      'contact.Gone: labelled, but not in the schema',
    ]);
    expect(
      problemsOf('contact', { ...labels, HideDivider: 'nowhere' }, groupOf('contact')),
    ).toEqual([
      "contact.HideDivider: 'nowhere' is not a es label of contact",
      "contact.HideDivider: 'nowhere' is not a en label of contact",
    ]);
  });
});
