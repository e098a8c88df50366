import { randomUuid } from '@carta/domain/blocks/fields';
import { describe, expect, it } from 'vitest';
import {
  A,
  answerUrl,
  block,
  EVENING,
  FORM,
  GUEST,
  listOf,
  NOW,
  post,
  Q,
  saveMenu,
  seedHotel,
} from './answers-fixtures.ts';
import { build, databases, HOTEL, login, PLAZA, PLAZA_STAFF, useApp } from './helpers.ts';

let clockNow = NOW;

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
