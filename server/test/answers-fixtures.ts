import { typeIdOfBlock } from '@carta/domain';
import { randomUuid } from '@carta/domain/blocks/fields';
import { expect } from 'vitest';
import type { App } from '../src/deps.ts';
import { call, HOTEL, HOTEL_STAFF, login } from './helpers.ts';

/** What the guest-answers test files (answers*.test.ts) share: a seeded hotel, its blocks, calls. */
// Hotel Demo is in Europe/Madrid. The server's clock: Wednesday 2 December 2026, 10:00 in Madrid.
export const NOW = new Date('2026-12-02T09:00:00Z');

export const FORM = typeIdOfBlock('form');
export const POLL = typeIdOfBlock('poll');
export const TITLE = typeIdOfBlock('title');

export type Json = Record<string, unknown>;

/** Wednesday dinner at 20:00 and 21:30. */
export const DINNER = {
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
export const GUEST = {
  Name: 'Ana García',
  Contact: 'ana@example.com',
  Room: '214',
  DateTime: '2026-12-02T20:00',
  People: 2,
};

export const Q = { single: randomUuid(), rating: randomUuid(), number: randomUuid() };
export const A = { yes: randomUuid(), no: randomUuid() };
export const POLL_DATA = {
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

export const EVENING = {
  IsTemp: true,
  Per: 0,
  IsAllTimes: false,
  TimeStart: 20 * 60,
  TimeEnd: 23 * 60,
};

/** A menu saved by `owner`'s staff as the editor does; answers its blocks' ids in order. */
export const saveMenu = async (app: App, token: string, owner: string, menu: Json) => {
  const res = await call(app, token, 'PUT', `/api/menus/${owner}`, { ID: 'new', Type: 0, ...menu });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.newID as number;
  const contents = await call(app, token, 'GET', `/api/contents/${id}`);
  return { menu: id, blocks: contents.body.data.map((c: Json) => c.ID as number) as number[] };
};

export const block = (i: number, Type: number, fields: Json = {}) => ({
  ID: `new_${i}`,
  Type,
  ORD: i,
  ...fields,
});

/** Hotel Demo's menu 'Reservas': a form, a poll, a title, a form hidden on mobile, an evening form. */
export const seedHotel = async (app: App) => {
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

export const post = async (
  app: App,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) => {
  const res = await app.inject({ method: 'POST', url, payload: payload as Json, headers });
  return { status: res.statusCode, headers: res.headers, body: res.body ? res.json() : null };
};
export const answerUrl = (ws: number, content: number) =>
  `/api/public/guest/${ws}/blocks/${content}/answers`;

export const listOf = async (app: App, token: string, content: number, query = '') =>
  call(app, token, 'GET', `/api/contents/${content}/answers${query}`);
