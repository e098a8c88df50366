import { randomUuid } from '@carta/domain/blocks/fields';
import { describe, expect, it } from 'vitest';
import {
  answerUrl,
  block,
  GUEST,
  listOf,
  NOW,
  POLL,
  POLL_DATA,
  post,
  Q,
  saveMenu,
  seedHotel,
} from './answers-fixtures.ts';
import {
  ADMIN,
  call,
  databases,
  HOTEL,
  HOTEL_STAFF,
  login,
  PLAZA,
  PLAZA_STAFF,
  useApp,
} from './helpers.ts';

let clockNow = NOW;

describe.each(databases)('guest answers staff read and manage on %s', (database) => {
  const ctx = useApp(database, { clock: () => clockNow });

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
