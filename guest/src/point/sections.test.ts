// @vitest-environment node
import type { GuestMenu } from '@carta/domain/guest/views';
import { describe, expect, it } from 'vitest';
import { sectionsOf } from './sections.ts';

const menu = (ID: number, Name: string, Menus: GuestMenu[] = []) =>
  ({ ID, Name, Menus }) as GuestMenu;
const tree = [menu(1, 'Desayunos'), menu(2, 'Cenas', [menu(3, 'Postres'), menu(4, 'Vinos')])];

describe('the sections a point orders from', () => {
  it("a point's menu and its submenus", () => {
    expect(sectionsOf(tree, 2).map((s) => s.Name)).toEqual(['Cenas', 'Postres', 'Vinos']);
    expect(sectionsOf(tree, 3).map((s) => s.ID)).toEqual([3]);
  });
  it('every menu of the venue when the point opens on none', () => {
    expect(sectionsOf(tree, null).map((s) => s.ID)).toEqual([1, 2, 3, 4]);
  });
  it('a point menu the tree does not list still gets its section', () => {
    expect(sectionsOf(tree, 99)).toEqual([{ ID: 99, Name: '' }]);
  });
});
