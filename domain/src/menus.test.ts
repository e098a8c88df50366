import { describe, expect, it } from 'vitest';
import { toFieldIssues } from './content.ts';
import { contentTypeById, contentTypes } from './content-types.ts';
import {
  COMMON_OWNER,
  DEFAULT_SUBMENU_NAME,
  matchesTypeSearch,
  menuSaveSchema,
  offeredTypes,
  ownerSchema,
  sortEntrySchema,
  submenuSaveSchema,
} from './menus.ts';

const ids = (types: readonly { id: number }[]) => types.map((t) => t.id);

describe('offeredTypes', () => {
  it('not in common mode: only the Permission ids', () => {
    const offered = ids(offeredTypes({ permission: [16, 2, 999, 3], commonMode: false }));
    expect(offered.sort((a, b) => a - b)).toEqual([2, 3, 16]);
  });

  it('empty Permission offers nothing', () => {
    expect(offeredTypes({ permission: [], commonMode: false })).toEqual([]);
  });

  it('common mode: all types, whatever the Permission list', () => {
    const offered = offeredTypes({ permission: [2], commonMode: true });
    expect(offered).toHaveLength(contentTypes.length);
    expect(new Set(ids(offered))).toEqual(new Set(contentTypes.map((t) => t.id)));
  });

  it('type 1 included when permitted and nothing excludes it', () => {
    expect(ids(offeredTypes({ permission: [1, 2], commonMode: false }))).toContain(1);
    expect(ids(offeredTypes({ permission: [], commonMode: true }))).toContain(1);
  });

  it('type 1 not offered when not permitted', () => {
    expect(ids(offeredTypes({ permission: [2], commonMode: false }))).not.toContain(1);
  });

  it('type 1 excluded when typeAlreadySet', () => {
    const ctx = { permission: [1, 2], typeAlreadySet: true };
    expect(ids(offeredTypes({ ...ctx, commonMode: false }))).toEqual([2]);
    expect(ids(offeredTypes({ ...ctx, commonMode: true }))).not.toContain(1);
  });

  it('type 1 excluded when isSubmenu', () => {
    expect(ids(offeredTypes({ permission: [1, 2], commonMode: false, isSubmenu: true }))).toEqual([
      2,
    ]);
    expect(ids(offeredTypes({ permission: [], commonMode: true, isSubmenu: true }))).not.toContain(
      1,
    );
  });

  it('type 1 excluded forAddContent', () => {
    expect(
      ids(offeredTypes({ permission: [1, 2], commonMode: false, forAddContent: true })),
    ).toEqual([2]);
    expect(
      ids(offeredTypes({ permission: [], commonMode: true, forAddContent: true })),
    ).not.toContain(1);
  });

  it('false exclusion flags keep type 1', () => {
    const offered = offeredTypes({
      permission: [1],
      commonMode: false,
      typeAlreadySet: false,
      isSubmenu: false,
      forAddContent: false,
    });
    expect(ids(offered)).toEqual([1]);
  });

  it('non-exclusive types before exclusive ones, catalogue order kept in each group', () => {
    // 13 activity and 19 show are exclusive; 2 title and 16 text are not.
    const offered = offeredTypes({ permission: [19, 16, 13, 2], commonMode: false });
    expect(ids(offered)).toEqual([2, 16, 13, 19]);

    const all = offeredTypes({ permission: [], commonMode: true });
    const firstExclusive = all.findIndex((t) => t.exclusive);
    expect(firstExclusive).toBeGreaterThan(0);
    expect(all.slice(0, firstExclusive).every((t) => !t.exclusive)).toBe(true);
    expect(all.slice(firstExclusive).every((t) => t.exclusive)).toBe(true);
  });
});

describe('matchesTypeSearch', () => {
  const submenus = contentTypeById(1)!;
  const title = contentTypeById(2)!;

  it('matches on the internal key, case-insensitive', () => {
    expect(matchesTypeSearch(submenus, 'SUB', 'Submenús')).toBe(true);
    expect(matchesTypeSearch(title, 'itl', 'Título')).toBe(true);
  });

  it('matches on the translated name', () => {
    expect(matchesTypeSearch(title, 'encabezado', 'Encabezado')).toBe(true);
  });

  it("accent-insensitive both ways ('menú' finds 'Menu', 'titulo' finds 'Título')", () => {
    expect(matchesTypeSearch(submenus, 'menú', 'Menu')).toBe(true);
    expect(matchesTypeSearch(title, 'titulo', 'Título')).toBe(true);
    expect(matchesTypeSearch(title, 'TÍTULO', 'Titulo')).toBe(true);
  });

  it('no match on either gives false', () => {
    expect(matchesTypeSearch(title, 'wifi', 'Título')).toBe(false);
  });

  it('empty or blank query matches', () => {
    expect(matchesTypeSearch(title, '', 'Título')).toBe(true);
    expect(matchesTypeSearch(title, '   ', 'Título')).toBe(true);
  });

  it('surrounding spaces of the query are ignored', () => {
    expect(matchesTypeSearch(title, '  títu ', 'Título')).toBe(true);
  });

  it('matches on the one-line description, accent-insensitive', () => {
    const infoten = contentTypeById(46)!;
    const hint = 'Recursos turísticos de la zona: qué ver, dónde ir';
    expect(matchesTypeSearch(infoten, 'turisticos', 'Infoten', hint)).toBe(true);
    expect(matchesTypeSearch(infoten, 'piscina', 'Infoten', hint)).toBe(false);
    expect(matchesTypeSearch(infoten, 'turisticos', 'Infoten')).toBe(false);
  });
});

const fullMenu = {
  ID: 12,
  Name: { es: 'Carta', en: 'Menu' },
  Image: '/uploads/carta.webp',
  Alias: 'carta',
  ParentID: null,
  IsNew: false,
  IsTemp: true,
  StartDate: '2026-03-01',
  EndDate: '2026-03-31T00:00:00.000Z',
  NoEndDate: false,
  ORD: 3,
  Type: 0,
  Private: false,
  WebAppAsContent: false,
  WebAppAsLink: false,
  WebAppAsContentDomain: null,
  BGColor: '#ffffff',
  TextColor: '#000',
  BGColorContent: null,
  TextColorContent: '',
  Availability: { IsTemp: true, Per: 2, Rec: 1, DayOfWeek: '[1,2]', Alt: 1 },
  Version: 4,
  Menus: [
    {
      ID: 'new_1',
      Name: { es: 'Submenú' },
      Image: null,
      ParentID: 12,
      IsNew: true,
      ORD: 0,
      BGColor: '#e91e63',
      TextColor: '#fff',
    },
    { ID: 20, Name: { es: 'Bebidas' }, ParentID: 12, ORD: 1 },
  ],
  Content: [{ ID: 'new_2', MenuID: 12, Type: 16, ORD: 0, Text: { es: '<p>Hola</p>' } }],
};

describe('menuSaveSchema', () => {
  it('accepts a minimal new menu', () => {
    const minimal = { ID: 'new', IsNew: true, Name: { es: 'Carta' } };
    expect(menuSaveSchema.parse(minimal)).toEqual(minimal);
  });

  it('accepts a full menu with Menus and Content', () => {
    const parsed = menuSaveSchema.parse(fullMenu);
    expect(parsed.Menus).toHaveLength(2);
    expect(parsed.Content).toHaveLength(1);
    expect(parsed.Availability?.DayOfWeek).toEqual([1, 2]);
  });

  it('read-only fields a client echoes back are accepted', () => {
    const menu = {
      ID: 1,
      Name: { es: 'x' },
      EnterpriseID: '12',
      IsActive: true,
      IsMenuWithSubmenu: false,
      Common: 0,
      UsersMenusCommon: [],
      isSecundary: true,
    };
    expect(menuSaveSchema.safeParse(menu).success).toBe(true);
  });

  it('Name is required', () => {
    const result = menuSaveSchema.safeParse({ ID: 'new' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['Name']);
  });

  it('rejects an unknown top-level field, naming it', () => {
    const result = menuSaveSchema.safeParse({ ID: 'new', Name: { es: 'x' }, Foo: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['Foo'] });
    if (result.error)
      expect(toFieldIssues(result.error)).toEqual([{ path: 'Foo', message: 'unknown field' }]);
  });

  it('rejects Type 2 (only 0, 1 or null)', () => {
    const result = menuSaveSchema.safeParse({ ID: 'new', Name: { es: 'x' }, Type: 2 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['Type']);
    for (const Type of [0, 1, null]) {
      expect(menuSaveSchema.safeParse({ ID: 'new', Name: { es: 'x' }, Type }).success).toBe(true);
    }
  });

  it('rejects bad ids, colours, image URLs and availability', () => {
    const min = { ID: 'new', Name: { es: 'x' } };
    expect(menuSaveSchema.safeParse({ ...min, ID: 0 }).success).toBe(false);
    expect(menuSaveSchema.safeParse({ ...min, BGColor: 'red' }).success).toBe(false);
    expect(menuSaveSchema.safeParse({ ...min, Image: 'javascript:alert(1)' }).success).toBe(false);
    expect(menuSaveSchema.safeParse({ ...min, Availability: { Per: 3 } }).success).toBe(false);
    expect(menuSaveSchema.safeParse({ ...min, ParentID: 'new_1' }).success).toBe(false);
    expect(menuSaveSchema.safeParse({ ...min, StartDate: '01/03/2026' }).success).toBe(false);
  });

  it('an invalid submenu is named by its index', () => {
    const result = menuSaveSchema.safeParse({
      ID: 1,
      Name: { es: 'x' },
      Menus: [
        { ID: 'new_1', Name: { es: 'a' } },
        { ID: 'new_2', Name: { es: 'b' }, Foo: 1 },
      ],
    });
    expect(result.success).toBe(false);
    if (result.error) {
      expect(toFieldIssues(result.error)).toEqual([
        { path: 'Menus.1.Foo', message: 'unknown field' },
      ]);
    }
  });

  it('Content items are left to parseContent (any value passes here)', () => {
    expect(
      menuSaveSchema.safeParse({ ID: 1, Name: { es: 'x' }, Content: [{ Foo: 1 }] }).success,
    ).toBe(true);
  });
});

describe('submenuSaveSchema', () => {
  it('accepts a submenu as sent on save (behaviour.md#data)', () => {
    const submenu = {
      ID: 'new_3',
      Name: { es: DEFAULT_SUBMENU_NAME },
      Image: null,
      ParentID: 12,
      IsNew: true,
      ORD: 2,
      BGColor: '#fff',
      TextColor: null,
    };
    expect(submenuSaveSchema.parse(submenu)).toEqual(submenu);
  });

  it('Name and ID are required', () => {
    expect(submenuSaveSchema.safeParse({ ID: 'new_3' }).success).toBe(false);
    expect(submenuSaveSchema.safeParse({ Name: { es: 'x' } }).success).toBe(false);
  });

  it('rejects an unknown field, naming it', () => {
    const result = submenuSaveSchema.safeParse({ ID: 5, Name: { es: 'x' }, Content: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['Content'] });
  });

  it('rejects a negative ORD and a bad colour', () => {
    expect(submenuSaveSchema.safeParse({ ID: 5, Name: { es: 'x' }, ORD: -1 }).success).toBe(false);
    expect(
      submenuSaveSchema.safeParse({ ID: 5, Name: { es: 'x' }, TextColor: '#ggg' }).success,
    ).toBe(false);
  });

  it('default submenu name is Submenú', () => {
    expect(DEFAULT_SUBMENU_NAME).toBe('Submenú');
  });
});

describe('ownerSchema', () => {
  it("accepts the common owner '0000' and enterprise ids like '12'", () => {
    expect(COMMON_OWNER).toBe('0000');
    for (const owner of ['0000', '12', '1', '9999999999']) {
      expect(ownerSchema.safeParse(owner).success, owner).toBe(true);
    }
  });

  it("rejects '0', 'abc', '012' and numbers", () => {
    for (const owner of ['0', 'abc', '012', '', '000', '00000', '12a', '99999999999', 12]) {
      expect(ownerSchema.safeParse(owner).success, String(owner)).toBe(false);
    }
  });
});

describe('sortEntrySchema', () => {
  it('server id and a non-negative ORD, nothing else', () => {
    expect(sortEntrySchema.safeParse({ ID: 4, ORD: 0 }).success).toBe(true);
    expect(sortEntrySchema.safeParse({ ID: 'new_1', ORD: 0 }).success).toBe(false);
    expect(sortEntrySchema.safeParse({ ID: 4, ORD: -1 }).success).toBe(false);
    expect(sortEntrySchema.safeParse({ ID: 4, ORD: 0, Name: 'x' }).success).toBe(false);
  });
});
