import { typeIdOfBlock } from '@carta/domain';
import { randomUuid } from '@carta/domain/blocks/fields';
import { describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import {
  ADMIN,
  build,
  call,
  databases,
  HOTEL,
  HOTEL_STAFF,
  login,
  PLAZA,
  PLAZA_STAFF,
  useApp,
} from './helpers.ts';

// Hotel Demo is in Europe/Madrid. The server's clock: Wednesday 2 December 2026, 10:00 in Madrid.
const NOW = new Date('2026-12-02T09:00:00Z');
let clockNow = NOW;

const FORM = typeIdOfBlock('form');
const POLL = typeIdOfBlock('poll');
const TITLE = typeIdOfBlock('title');

type Json = Record<string, unknown>;

/** Wednesday dinner at 20:00 and 21:30. */
const DINNER = {
  FormRoomNumber: true,
  FormDateTime: true,
  FormTimetable: {
    3: [
      { hours: 20, minutes: 0 },
      { hours: 21, minutes: 30 },
    ],
  },
  FormNumberOfPeople: true,
  FormLblNumberOfItem: { es: 'Comensales', en: 'Diners' },
  FormLimitNumberOfItem: 8,
};
const GUEST = {
  Name: 'Ana García',
  Contact: 'ana@example.com',
  Room: '214',
  DateTime: '2026-12-02T20:00',
  People: 2,
};

const Q = { single: randomUuid(), rating: randomUuid(), number: randomUuid() };
const A = { yes: randomUuid(), no: randomUuid() };
const POLL_DATA = {
  PollFormData: [
    {
      id: Q.single,
      type: 'singleSelection',
      question: { es: '¿Volvería?', en: 'Would you come back?' },
      values: [
        { id: A.yes, answer: { es: 'Sí', en: 'Yes' } },
        { id: A.no, answer: { es: 'No', en: 'No' } },
      ],
    },
    { id: Q.rating, type: 'rating', question: { es: 'Limpieza', en: 'Cleanliness' } },
    { id: Q.number, type: 'number', question: { es: 'Noches', en: 'Nights' }, min: 1, max: 30 },
  ],
};

const EVENING = { IsTemp: true, Per: 0, IsAllTimes: false, TimeStart: 20 * 60, TimeEnd: 23 * 60 };

/** A menu saved by `owner`'s staff as the editor does; answers its blocks' ids in order. */
const saveMenu = async (app: App, token: string, owner: string, menu: Json) => {
  const res = await call(app, token, 'PUT', `/api/menus/${owner}`, { ID: 'new', Type: 0, ...menu });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.newID as number;
  const contents = await call(app, token, 'GET', `/api/contents/${id}`);
  return { menu: id, blocks: contents.body.data.map((c: Json) => c.ID as number) as number[] };
};

const block = (i: number, Type: number, fields: Json = {}) => ({
  ID: `new_${i}`,
  Type,
  ORD: i,
  ...fields,
});

/** Hotel Demo's menu 'Reservas': a form, a poll, a title, a form hidden on mobile, an evening form. */
const seedHotel = async (app: App) => {
  const staff = await login(app, HOTEL_STAFF);
  const { menu, blocks } = await saveMenu(app, staff, String(HOTEL), {
    Name: { es: 'Reservas' },
    Content: [
      block(0, FORM, DINNER),
      block(1, POLL, POLL_DATA),
      block(2, TITLE, { Title: { es: 'Hola' } }),
      block(3, FORM, { HideMobile: true }),
      block(4, FORM, EVENING),
    ],
  });
  const [form, poll, title, hidden, evening] = blocks as [number, number, number, number, number];
  return { staff, menu, form, poll, title, hidden, evening };
};

const post = async (
  app: App,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) => {
  const res = await app.inject({ method: 'POST', url, payload: payload as Json, headers });
  return { status: res.statusCode, headers: res.headers, body: res.body ? res.json() : null };
};
const answerUrl = (ws: number, content: number) =>
  `/api/public/guest/${ws}/blocks/${content}/answers`;

const listOf = async (app: App, token: string, content: number, query = '') =>
  call(app, token, 'GET', `/api/contents/${content}/answers${query}`);

describe.each(databases)('guest answers on %s', (database) => {
  const ctx = useApp(database, { clock: () => clockNow });

  it('stores a valid form answer and the staff read it, newest first', async () => {
    clockNow = NOW;
    const { staff, form } = await seedHotel(ctx.app);
    const first = await post(ctx.app, answerUrl(HOTEL, form), {
      Answers: { ...GUEST, Name: '  Ana García ', Message: 'Mesa junto a la ventana' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ ID: expect.any(Number) });
    const second = await post(ctx.app, answerUrl(HOTEL, form), {
      Answers: { ...GUEST, Contact: '+34 600 11 22 33', DateTime: '2026-12-09T21:30' },
      Language: 'en',
    });
    expect(second.status).toBe(201);

    const list = await listOf(ctx.app, staff, form);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.data).toEqual([
      {
        ID: second.body.ID,
        CreatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        Language: 'en',
        Answers: { ...GUEST, Contact: '+34 600 11 22 33', DateTime: '2026-12-09T21:30' },
      },
      {
        ID: first.body.ID,
        CreatedAt: expect.any(String),
        // The venue's default language when the guest names none.
        Language: 'es',
        Answers: { ...GUEST, Message: 'Mesa junto a la ventana' },
      },
    ]);
    const paged = await listOf(ctx.app, staff, form, '?page=2&size=1');
    expect(paged.body).toMatchObject({ total: 2, data: [{ ID: first.body.ID }] });
  });

  it('stores a valid poll answer', async () => {
    clockNow = NOW;
    const { staff, poll } = await seedHotel(ctx.app);
    const answers = { [Q.single]: [A.yes], [Q.rating]: 5, [Q.number]: 3 };
    const res = await post(ctx.app, answerUrl(HOTEL, poll), { Answers: answers });
    expect(res.status).toBe(201);
    expect((await listOf(ctx.app, staff, poll)).body.data[0].Answers).toEqual(answers);
  });

  it('refuses every invalid answer naming its fields, and stores nothing', async () => {
    clockNow = NOW;
    const { staff, form, poll } = await seedHotel(ctx.app);
    const cases: [content: number, body: unknown, fields: string[]][] = [
      [form, { Answers: { ...GUEST, Name: '' } }, ['Answers.Name']],
      [form, { Answers: { ...GUEST, Name: 'x'.repeat(101) } }, ['Answers.Name']],
      [form, { Answers: { ...GUEST, Contact: 'ana' } }, ['Answers.Contact']],
      [form, { Answers: { ...GUEST, Contact: undefined } }, ['Answers.Contact']],
      [form, { Answers: { ...GUEST, NIF: '12345678Z' } }, ['Answers.NIF']],
      [form, { Answers: { ...GUEST, Room: undefined } }, ['Answers.Room']],
      [form, { Answers: { ...GUEST, People: 9 } }, ['Answers.People']],
      [form, { Answers: { ...GUEST, People: 0 } }, ['Answers.People']],
      [form, { Answers: { ...GUEST, DateTime: '2026-12-02T20:30' } }, ['Answers.DateTime']],
      [form, { Answers: { ...GUEST, DateTime: '2026-12-03T20:00' } }, ['Answers.DateTime']],
      [form, { Answers: { ...GUEST, DateTime: '2026-11-25T20:00' } }, ['Answers.DateTime']],
      [form, { Answers: { ...GUEST, Message: 'm'.repeat(2001) } }, ['Answers.Message']],
      [form, { Answers: { ...GUEST, Extra: 1 } }, ['Answers.Extra']],
      [form, { Answers: GUEST, Language: 'it' }, ['Language']],
      [form, { Answers: GUEST, Language: 'Spanish' }, ['Language']],
      [form, { Answers: GUEST, Other: 1 }, ['Other']],
      [form, { Answers: [GUEST] }, ['Answers']],
      [form, { Answers: 'Ana' }, ['Answers']],
      [form, GUEST, ['Name', 'Contact', 'Room', 'DateTime', 'People']],
      [poll, { Answers: {} }, ['Answers']],
      [poll, { Answers: { [Q.single]: [A.yes, A.no] } }, [`Answers.${Q.single}`]],
      [poll, { Answers: { [Q.single]: [randomUuid()] } }, [`Answers.${Q.single}.0`]],
      [poll, { Answers: { [Q.rating]: 6 } }, [`Answers.${Q.rating}`]],
      [poll, { Answers: { [Q.rating]: 4.5 } }, [`Answers.${Q.rating}`]],
      [poll, { Answers: { [Q.number]: 31 } }, [`Answers.${Q.number}`]],
      [poll, { Answers: { [randomUuid()]: 3 } }, ['Answers.']],
    ];
    for (const [content, body, fields] of cases) {
      const res = await post(ctx.app, answerUrl(HOTEL, content), body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.body.error.code).toBe('invalid_input');
      for (const field of fields)
        expect(
          res.body.error.fields.some((f: string) => f.startsWith(field)),
          `${field} in ${res.body.error.fields}`,
        ).toBe(true);
    }
    const empty = await post(ctx.app, answerUrl(HOTEL, form), undefined);
    expect(empty.status).toBe(400);
    for (const content of [form, poll])
      expect((await listOf(ctx.app, staff, content)).body.total).toBe(0);
  });

  it('answers the same 404 for a block a guest of that venue cannot answer now', async () => {
    clockNow = NOW;
    const { staff, form, title, hidden, evening } = await seedHotel(ctx.app);
    const plazaStaff = await login(ctx.app, PLAZA_STAFF);
    const plaza = await saveMenu(ctx.app, plazaStaff, String(PLAZA), {
      Name: { es: 'Encuesta' },
      Content: [block(0, FORM)],
    });
    const secret = await saveMenu(ctx.app, staff, String(HOTEL), {
      Name: { es: 'Personal' },
      Private: true,
      Content: [block(0, FORM)],
    });
    const dinner = await saveMenu(ctx.app, staff, String(HOTEL), {
      Name: { es: 'Cena' },
      IsTemp: true,
      Availability: EVENING,
      Content: [block(0, FORM)],
    });
    const refused = [
      answerUrl(HOTEL, 999_999), // unknown block
      answerUrl(HOTEL, title), // a type that takes no answers
      answerUrl(PLAZA, form), // another venue's block
      answerUrl(HOTEL, plaza.blocks[0] ?? 0),
      answerUrl(999_999, form), // unknown venue
      answerUrl(HOTEL, hidden), // hidden on mobile
      answerUrl(HOTEL, evening), // out of its hours (10:00)
      answerUrl(HOTEL, secret.blocks[0] ?? 0), // a private menu's
      answerUrl(HOTEL, dinner.blocks[0] ?? 0), // a menu out of its hours
    ];
    const answer = { Answers: { Name: 'Ana', Contact: 'ana@example.com' } };
    const bodies = new Set<string>();
    for (const url of refused) {
      const res = await post(ctx.app, url, answer);
      expect(res.status, url).toBe(404);
      bodies.add(JSON.stringify(res.body));
    }
    expect([...bodies]).toEqual([
      JSON.stringify({ error: { code: 'not_found', message: 'block not found' } }),
    ]);
    for (const content of [hidden, evening, secret.blocks[0], dinner.blocks[0]])
      expect((await listOf(ctx.app, staff, content ?? 0)).body.total).toBe(0);
    expect((await listOf(ctx.app, plazaStaff, plaza.blocks[0] ?? 0)).body.total).toBe(0);

    // At 21:00 in Madrid the evening block and menu take answers.
    clockNow = new Date('2026-12-02T20:00:00Z');
    expect((await post(ctx.app, answerUrl(HOTEL, evening), answer)).status).toBe(201);
    expect((await post(ctx.app, answerUrl(HOTEL, dinner.blocks[0] ?? 0), answer)).status).toBe(201);
  });

  it('a common block takes answers from the venues it is assigned to; administrators read them', async () => {
    clockNow = NOW;
    const admin = await login(ctx.app, ADMIN);
    const common = await saveMenu(ctx.app, admin, '0000', {
      Name: { es: 'Encuesta común' },
      Content: [block(0, POLL, POLL_DATA)],
    });
    const content = common.blocks[0] ?? 0;
    const answer = { Answers: { [Q.rating]: 4 } };
    expect((await post(ctx.app, answerUrl(HOTEL, content), answer)).status).toBe(404);
    // User 3 is Hotel Demo's reception.
    await call(ctx.app, admin, 'PUT', `/api/menus/common/${common.menu}/users`, [3]);
    expect((await post(ctx.app, answerUrl(HOTEL, content), answer)).status).toBe(201);
    expect((await post(ctx.app, answerUrl(PLAZA, content), answer)).status).toBe(404);

    const list = await listOf(ctx.app, admin, content);
    expect(list.body).toMatchObject({ total: 1, data: [{ Answers: { [Q.rating]: 4 } }] });
    for (const who of [HOTEL_STAFF, PLAZA_STAFF]) {
      const token = await login(ctx.app, who);
      for (const suffix of ['', '.csv']) {
        const res = await call(ctx.app, token, 'GET', `/api/contents/${content}/answers${suffix}`);
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('forbidden');
      }
    }
  });

  it('honours Idempotency-Key: the same key on the same block answers the first ID', async () => {
    clockNow = NOW;
    const { staff, form, poll } = await seedHotel(ctx.app);
    const key = { 'idempotency-key': randomUuid() };
    const first = await post(ctx.app, answerUrl(HOTEL, form), { Answers: GUEST }, key);
    const again = await post(
      ctx.app,
      answerUrl(HOTEL, form),
      { Answers: { ...GUEST, Name: 'Otra' } },
      key,
    );
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.ID).toBe(first.body.ID);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const list = await listOf(ctx.app, staff, form);
    expect(list.body).toMatchObject({ total: 1, data: [{ Answers: { Name: 'Ana García' } }] });

    // Another key, or the same key on another block, is another answer.
    const other = await post(ctx.app, answerUrl(HOTEL, form), { Answers: GUEST });
    expect(other.body.ID).not.toBe(first.body.ID);
    const onPoll = await post(ctx.app, answerUrl(HOTEL, poll), { Answers: { [Q.rating]: 2 } }, key);
    expect(onPoll.status).toBe(201);
    expect(onPoll.body.ID).not.toBe(first.body.ID);
    // Requests racing with one key store one answer.
    const race = { 'idempotency-key': 'race-1' };
    const raced = await Promise.all(
      [1, 2, 3].map(() => post(ctx.app, answerUrl(HOTEL, form), { Answers: GUEST }, race)),
    );
    expect(new Set(raced.map((r) => r.body.ID)).size).toBe(1);
    expect((await listOf(ctx.app, staff, form)).body.total).toBe(3);

    for (const bad of ['with space', 'x'.repeat(201), 'ñ']) {
      const res = await post(
        ctx.app,
        answerUrl(HOTEL, form),
        { Answers: GUEST },
        { 'idempotency-key': bad },
      );
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual(['Idempotency-Key']);
    }
    expect((await listOf(ctx.app, staff, form)).body.total).toBe(3);
  });

  it('exports the answers as CSV in the staff language: quoted, formulas disarmed', async () => {
    clockNow = NOW;
    const { staff, form, poll } = await seedHotel(ctx.app);
    await post(ctx.app, answerUrl(HOTEL, form), {
      Answers: { ...GUEST, Name: 'Pérez, "Juan"', Message: 'Línea 1\nLínea 2' },
    });
    await post(ctx.app, answerUrl(HOTEL, form), {
      Answers: { ...GUEST, Name: '=HYPERLINK("http://x")', Contact: '+34 600 11 22 33' },
      Language: 'de',
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/contents/${form}/answers.csv`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="answers-${form}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'ID,Fecha (UTC),Idioma,Nombre,E-mail o teléfono,Habitación,Fecha y hora,Comensales,Mensaje',
    );
    expect(lines[1]).toMatch(
      /^\d+,[^,]+,de,"'=HYPERLINK\(""http:\/\/x""\)",'\+34 600 11 22 33,214,2026-12-02T20:00,2,$/,
    );
    // A line break inside a value stays inside its quotes.
    expect(lines[2]).toMatch(
      /^\d+,[^,]+,es,"Pérez, ""Juan""",ana@example.com,214,2026-12-02T20:00,2,"Línea 1\nLínea 2"$/,
    );
    expect(lines[3]).toBe('');

    const english = await ctx.app.inject({
      method: 'GET',
      url: `/api/contents/${poll}/answers.csv?lang=en`,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(english.body).toBe(
      '\uFEFFID,Date (UTC),Language,Would you come back?,Cleanliness,Nights\r\n',
    );
  });

  it('lists only blocks that take answers; paging is bounded', async () => {
    clockNow = NOW;
    const { staff, form, title } = await seedHotel(ctx.app);
    expect((await listOf(ctx.app, staff, title)).status).toBe(404);
    expect((await call(ctx.app, staff, 'GET', `/api/contents/${title}/answers.csv`)).status).toBe(
      404,
    );
    expect((await listOf(ctx.app, staff, 999_999)).status).toBe(404);
    for (const query of ['?size=0', '?size=101', '?page=0', '?page=x'])
      expect((await listOf(ctx.app, staff, form, query)).status).toBe(400);
    expect(
      (await call(ctx.app, staff, 'GET', `/api/contents/${form}/answers.csv?lang=xx-1`)).status,
    ).toBe(400);
    expect((await listOf(ctx.app, staff, form)).body).toEqual({ data: [], total: 0 });
  });

  it('deleting a block deletes its answers', async () => {
    clockNow = NOW;
    const { staff, form } = await seedHotel(ctx.app);
    const stored = await post(ctx.app, answerUrl(HOTEL, form), { Answers: GUEST });
    expect(stored.status).toBe(201);
    expect((await call(ctx.app, staff, 'DELETE', `/api/contents/${form}`)).status).toBe(200);
    expect((await listOf(ctx.app, staff, form)).status).toBe(404);
  });
});

describe.each(databases)('guest answers rate limit on %s', (database) => {
  it('answers 429 past ANSWER_RATE_LIMIT a minute per client address', async () => {
    clockNow = NOW;
    const { app, close } = await build(database, {
      clock: () => clockNow,
      answerRateLimit: { max: 3, windowMs: 60_000 },
    });
    try {
      const { form } = await seedHotel(app);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await post(app, answerUrl(HOTEL, form), { Answers: GUEST })).status);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const limited = await post(app, answerUrl(HOTEL, form), { Answers: GUEST });
      expect(limited.body.error.code).toBe('rate_limited');
      // Another address is not held back.
      const other = await app.inject({
        method: 'POST',
        url: answerUrl(HOTEL, form),
        payload: { Answers: GUEST },
        remoteAddress: '10.0.0.9',
      });
      expect(other.statusCode).toBe(201);
    } finally {
      await close();
    }
  });
});
