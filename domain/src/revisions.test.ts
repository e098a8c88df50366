import { describe, expect, it } from 'vitest';
import { aMenu } from './menus.fixtures.ts';
import type { Menu } from './menus.ts';
import {
  isUnchangedSummary,
  type MenuSnapshot,
  menuChangeSummarySchema,
  planRestore,
  type SnapshotContent,
  sameJson,
  summarizeMenuChanges,
} from './revisions.ts';

const menu = (patch: Partial<Menu> = {}): Menu =>
  aMenu({ ID: 7, EnterpriseID: '1', Name: { es: 'Carta' }, ...patch });

const text = (ID: number, ORD: number, es = `texto ${ID}`): SnapshotContent => ({
  ID,
  Type: 16,
  ORD,
  MenuID: 7,
  HideMobile: false,
  Text: { es },
});

const snap = (content: SnapshotContent[], patch: Partial<Menu> = {}): MenuSnapshot => ({
  Menu: menu(patch),
  Content: content,
});

describe('summarizeMenuChanges', () => {
  it('counts every block of a created menu as added', () => {
    const summary = summarizeMenuChanges(null, snap([text(1, 0), text(2, 1)]), true);
    expect(summary).toEqual({
      kind: 'created',
      blocks: 2,
      added: 2,
      removed: 0,
      edited: 0,
      moved: 0,
      fields: [],
    });
  });

  it('compares nothing for the first revision of an existing menu', () => {
    const summary = summarizeMenuChanges(null, snap([text(1, 0)]));
    expect(summary.kind).toBe('first');
    expect(summary.added).toBe(0);
    expect(summary.blocks).toBe(1);
  });

  it('counts added, removed and edited blocks by ID', () => {
    const before = snap([text(1, 0), text(2, 1), text(3, 2)]);
    const after = snap([text(1, 0), text(3, 1, 'cambiado'), text(9, 2), text(10, 3)]);
    expect(summarizeMenuChanges(before, after)).toMatchObject({
      kind: 'changed',
      blocks: 4,
      added: 2,
      removed: 1,
      edited: 1,
      moved: 0,
      fields: [],
    });
  });

  it('tells a block that only moved from one that was edited', () => {
    const before = snap([text(1, 0), text(2, 1)]);
    const after = snap([text(2, 0), text(1, 1)]);
    expect(summarizeMenuChanges(before, after)).toMatchObject({ edited: 0, moved: 2 });
  });

  it('counts a hidden-on-mobile change as an edit', () => {
    const before = snap([text(1, 0)]);
    const after = snap([{ ...text(1, 0), HideMobile: true }]);
    expect(summarizeMenuChanges(before, after).edited).toBe(1);
  });

  it('ignores key order, as PostgreSQL jsonb hands JSON back reordered', () => {
    const before = snap([{ Text: { en: 'b', es: 'a' }, ORD: 0, Type: 16, ID: 1 }]);
    const after = snap([{ ID: 1, Type: 16, ORD: 0, Text: { es: 'a', en: 'b' } }]);
    expect(isUnchangedSummary(summarizeMenuChanges(before, after))).toBe(true);
  });

  it('names the menu fields that changed, not its version or clock-derived state', () => {
    const before = snap([], { Version: 3, IsActive: true });
    const after = snap([], {
      Version: 4,
      IsActive: false,
      Name: { es: 'Nueva' },
      BGColor: '#ffffff',
    });
    expect(summarizeMenuChanges(before, after).fields).toEqual(['Name', 'BGColor']);
  });

  it('reports submenus renamed or added as a Menus change', () => {
    const sub = menu({ ID: 8, ParentID: 7, Name: { es: 'Bebidas' } });
    const before = snap([], { Type: 1, Menus: [sub] });
    const after = snap([], { Type: 1, Menus: [{ ...sub, Name: { es: 'Vinos' } }] });
    expect(summarizeMenuChanges(before, after).fields).toEqual(['Menus']);
  });

  it('answers a summary the schema accepts', () => {
    const summary = summarizeMenuChanges(snap([text(1, 0)]), snap([]));
    expect(menuChangeSummarySchema.parse(summary)).toEqual(summary);
    expect(summary.removed).toBe(1);
  });
});

describe('sameJson', () => {
  it('treats a missing field as null and compares arrays in order', () => {
    expect(sameJson({ a: null }, {})).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
  });
});

describe('planRestore', () => {
  let n = 0;
  const newId = () => {
    n += 1;
    return `new_r${n}`;
  };

  it('keeps the ids the server still has, re-creates the others, removes the rest', () => {
    n = 0;
    const revision = [text(1, 0, 'a'), text(2, 1, 'b'), text(3, 2, 'c')];
    const plan = planRestore(revision, new Set([1, 3, 4, 5]), newId);
    expect(plan.contents.map((c) => c.ID)).toEqual([1, 'new_r1', 3]);
    expect(plan.contents[1]).toMatchObject({ Type: 16, ORD: 1, Text: { es: 'b' } });
    expect(plan.contents[1]).not.toHaveProperty('MenuID');
    expect(plan.removed).toEqual([4, 5]);
  });

  it('gives each re-created block its own id and leaves the revision untouched', () => {
    n = 0;
    const revision = [text(1, 0), text(2, 1)];
    const plan = planRestore(revision, new Set(), newId);
    expect(plan.contents.map((c) => c.ID)).toEqual(['new_r1', 'new_r2']);
    expect(plan.removed).toEqual([]);
    expect(revision.map((c) => c.ID)).toEqual([1, 2]);
  });
});
