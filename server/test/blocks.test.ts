import { blocks, contentTypes } from '@carta/domain';
import { guestNeedIssues } from '@carta/domain/guest-needs';
import { describe, expect, it } from 'vitest';
import { call, databases, HOTEL, HOTEL_STAFF, login, useApp } from './helpers.ts';

/** The demo hotel's languages and colour, as the server builds defaults for it. */
const ctx = { languages: ['es', 'en', 'de', 'fr'], bgColor: '#ffffff' };
const blockTypes = contentTypes.filter((type) => type.key !== 'submenus');
const COMMON = new Set(['ID', 'MenuID', 'Type', 'ORD', 'HideMobile']);

const defaultsOf = (key: string): Record<string, unknown> =>
  blocks[key as keyof typeof blocks].defaults(ctx) as Record<string, unknown>;

/**
 * The fields a type's guest view cannot do without (behaviour.md#validation), filled in: a block
 * saved with its defaults alone would show guests nothing, and is refused.
 */
const sample = (field: string, plain: boolean) => {
  const text = field.startsWith('Link') ? 'https://example.com/' : 'Muestra';
  return plain ? text : { es: text };
};

const guestNeedsOf = (type: { id: number; key: string }): Record<string, unknown> => {
  const defaults = defaultsOf(type.key);
  return Object.fromEntries(
    guestNeedIssues(type.id, defaults).map((field) => [
      field,
      sample(field, typeof defaults[field] === 'string'),
    ]),
  );
};

const typeFields = (content: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(content).filter(([key]) => !COMMON.has(key)));

describe.each(databases)('blocks of every type on %s', (database) => {
  const ctxApp = useApp(database);

  const saveNewMenu = async (token: string, Content: unknown[]) =>
    call(ctxApp.app, token, 'PUT', `/api/menus/${HOTEL}`, {
      ID: 'new',
      IsNew: true,
      Name: { es: 'Todos los bloques' },
      ORD: 20,
      Type: 0,
      Content,
    });

  const contentsOf = async (token: string, menuId: number) =>
    (await call(ctxApp.app, token, 'GET', `/api/contents/${menuId}`)).body.data as Record<
      string,
      unknown
    >[];

  it('a menu holding one block of every type with its defaults is saved and read back equal', async () => {
    const token = await login(ctxApp.app, HOTEL_STAFF);
    const sent = blockTypes.map((type, index) => ({
      ID: `new_${index}`,
      Type: type.id,
      ORD: index,
      HideMobile: false,
      ...defaultsOf(type.key),
      ...guestNeedsOf(type),
    }));
    const save = await saveNewMenu(token, sent);
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    expect(save.body.contents).toHaveLength(blockTypes.length);

    const stored = await contentsOf(token, save.body.newID);
    expect(stored.map((c) => c.Type)).toEqual(blockTypes.map((t) => t.id));
    for (const [index, type] of blockTypes.entries()) {
      const content = stored[index] ?? {};
      expect(typeFields(content), type.key).toEqual(typeFields(sent[index] ?? {}));
    }
  });

  it('a block sent with its common fields only is stored with every default field', async () => {
    const token = await login(ctxApp.app, HOTEL_STAFF);
    const save = await saveNewMenu(
      token,
      blockTypes.map((type, index) => ({
        ID: `new_${index}`,
        Type: type.id,
        ORD: index,
        ...guestNeedsOf(type),
      })),
    );
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    const stored = await contentsOf(token, save.body.newID);
    for (const [index, type] of blockTypes.entries()) {
      const fields = typeFields(stored[index] ?? {});
      expect(Object.keys(fields).sort(), type.key).toEqual(
        Object.keys(defaultsOf(type.key)).sort(),
      );
    }
  });

  it('an Instagram embed is stored without its <script>, and a foreign iframe not at all', async () => {
    const token = await login(ctxApp.app, HOTEL_STAFF);
    const blockquote =
      '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C0dEmO/" ' +
      'data-instgrm-version="14"><a href="https://www.instagram.com/p/C0dEmO/" target="_blank">Ver</a>' +
      '</blockquote>';
    const save = await saveNewMenu(token, [
      {
        ID: 'new_1',
        Type: 36,
        ORD: 0,
        InstagramIframe: `${blockquote}<script async src="//www.instagram.com/embed.js"></script>`,
      },
      {
        ID: 'new_2',
        Type: 37,
        ORD: 1,
        InstagramIframe:
          '<iframe src="https://www.instagram.com/p/C0dEmO/embed" onload="alert(1)"></iframe>' +
          '<iframe src="https://evil.example/"></iframe><img src=x onerror="alert(1)">',
      },
    ]);
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    const [insta, iconList] = await contentsOf(token, save.body.newID);
    expect(insta?.InstagramIframe).toBe(
      '<blockquote class="instagram-media" data-instgrm-version="14" ' +
        'data-instgrm-permalink="https://www.instagram.com/p/C0dEmO/">' +
        '<a href="https://www.instagram.com/p/C0dEmO/" target="_blank" rel="noopener noreferrer">Ver</a>' +
        '</blockquote>',
    );
    expect(insta?.InstagramIframe).not.toContain('script');
    expect(iconList?.InstagramIframe).toBe(
      '<iframe src="https://www.instagram.com/p/C0dEmO/embed"></iframe>',
    );
  });

  it('rich text of site, brochure and Q&A is sanitized before it is stored', async () => {
    const token = await login(ctxApp.app, HOTEL_STAFF);
    const evil = { es: '<p>ok</p><script>alert(1)</script>', en: '<img src=x onerror="alert(1)">' };
    const save = await saveNewMenu(token, [
      { ID: 'new_1', Type: 20, ORD: 0, SiteMoreInfo: evil },
      { ID: 'new_2', Type: 45, ORD: 1, BrochureDescription: evil },
      { ID: 'new_3', Type: 63, ORD: 2, QAndAAnswer: evil },
    ]);
    expect(save.status).toBe(200);
    const [site, brochure, qAndA] = await contentsOf(token, save.body.newID);
    const clean = { es: '<p>ok</p>', en: '' };
    expect(site?.SiteMoreInfo).toEqual(clean);
    expect(brochure?.BrochureDescription).toEqual(clean);
    expect(qAndA?.QAndAAnswer).toEqual(clean);
  });

  it('older data: a contact item without ContactLatLon is read with its defaults; a number question sent with `values: []` reads back as sent', async () => {
    const token = await login(ctxApp.app, HOTEL_STAFF);
    const question = '6f1c7a52-3a7e-4c4b-9a43-0d6f3f3b1c2e';
    const save = await saveNewMenu(token, [
      {
        ID: 'new_1',
        Type: 17,
        ORD: 0,
        HideDivider: false,
        ContactItems: [
          {
            ID: 'new_c',
            ContactIcon: 'mdi-phone',
            ContactDescription: { es: 'Recepción' },
            ContactURL: { es: 'tel:+34 900 000 000' },
          },
        ],
      },
      {
        ID: 'new_2',
        Type: 35,
        ORD: 1,
        PollFormData: [
          { id: question, type: 'number', question: { es: '¿Cuántas noches?' }, values: [] },
        ],
      },
    ]);
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    const [contact, poll] = await contentsOf(token, save.body.newID);
    expect(contact?.ContactItems).toEqual([
      expect.objectContaining({
        ContactIcon: 'mdi-phone',
        ContactDescription: { es: 'Recepción' },
        ContactLatLon: { Lat: null, Lon: null },
      }),
    ]);
    expect(poll?.PollFormData).toEqual([
      {
        id: question,
        type: 'number',
        question: { es: '¿Cuántas noches?' },
        values: [],
        min: 0,
        max: 100,
      },
    ]);
  });

  it.each([
    [
      'a gallery of 13 images',
      { Type: 7, Images: Array.from({ length: 13 }, (_, i) => `/uploads/1/${i}.webp`) },
      'Content.0.Images',
    ],
    ['a map past the pole', { Type: 10, Lat: 90.5, Lon: 0 }, 'Content.0.Lat'],
    [
      'a timeline event at 24:01',
      {
        Type: 15,
        Times: [{ ID: 'new_e', Time: '24:01', Title: {}, Description: {}, Color: null }],
      },
      'Content.0.Times.0.Time',
    ],
    [
      'a form mail of 251 characters',
      { Type: 29, FormDestinationMail: `${'a'.repeat(239)}@example.com` },
      'Content.0.FormDestinationMail',
    ],
    ['an unknown field of a poll', { Type: 35, Colour: 'red' }, 'Content.0.Colour'],
    [
      'a numeric contact icon',
      {
        Type: 17,
        ContactItems: [
          {
            ID: 'new_c',
            ContactIcon: 2,
            ContactDescription: {},
            ContactURL: {},
            ContactLatLon: { Lat: null, Lon: null },
          },
        ],
      },
      'Content.0.ContactItems.0.ContactIcon',
    ],
  ])('%s answers 400 naming the field and stores nothing', async (_label, fields, path) => {
    const token = await login(ctxApp.app, HOTEL_STAFF);
    const before = (await call(ctxApp.app, token, 'GET', `/api/menus/${HOTEL}`)).body.data.length;
    const res = await saveNewMenu(token, [{ ID: 'new_1', ORD: 0, ...fields }]);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toContain(path);
    expect((await call(ctxApp.app, token, 'GET', `/api/menus/${HOTEL}`)).body.data.length).toBe(
      before,
    );
  });
});
