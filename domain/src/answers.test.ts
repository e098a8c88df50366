import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ANSWER_KEYS,
  ANSWER_LIMITS,
  type AnswerContext,
  answerColumns,
  answerFieldsOf,
  answerSchemaOf,
  answerSchemas,
  answersToCsv,
  cellOfColumn,
  csvCell,
  formAnswerSchema,
  isContact,
  offeredTimes,
  pollAnswerSchema,
  takesAnswers,
} from './answers.ts';
import { FORM_LIMIT_MAX } from './blocks/form.ts';
import { blocks } from './blocks/index.ts';
import { newPollAnswer, newPollQuestion, type PollQuestion } from './blocks/poll.ts';
import { CTX } from './blocks/test-helpers.ts';
import { toFieldIssues } from './content.ts';
import { contentTypes } from './content-types.ts';

/** Wednesday 2026-12-02, 10:00 in Madrid (09:00 UTC). */
const ctx: AnswerContext = { now: new Date('2026-12-02T09:00:00Z'), timeZone: 'Europe/Madrid' };

const form = (patch: Record<string, unknown> = {}) => ({
  ...blocks.form.defaults(CTX),
  ...patch,
});

/** Paths refused by a schema (each once, sorted), or [] when it accepts the value. */
const refused = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return [...new Set(toFieldIssues(result.error).map((issue) => issue.path))].sort();
};

const GUEST = { Name: 'Ana García', Contact: 'ana@example.com' };

describe('which blocks take answers', () => {
  it('form and poll, by key; every key is a block key', () => {
    expect(ANSWER_KEYS).toEqual(['form', 'poll']);
    const keys = contentTypes.map((t) => t.key as string);
    for (const key of ANSWER_KEYS) expect(keys).toContain(key);
    expect(takesAnswers('form')).toBe(true);
    expect(takesAnswers('title')).toBe(false);
    expect(takesAnswers('toString')).toBe(false);
    expect(takesAnswers(undefined)).toBe(false);
    expect(Object.keys(answerSchemas)).toEqual(ANSWER_KEYS);
  });

  it("the people limit is the form block's own maximum", () => {
    expect(ANSWER_LIMITS.people).toBe(FORM_LIMIT_MAX);
  });
});

describe('form answers', () => {
  it('a plain form takes a name, a contact and an optional message', () => {
    const schema = formAnswerSchema(form(), ctx);
    expect(refused(schema, GUEST)).toEqual([]);
    expect(schema.parse({ ...GUEST, Name: '  Ana  ', Message: 'Hola\nqué tal' })).toEqual({
      ...GUEST,
      Name: 'Ana',
      Message: 'Hola\nqué tal',
    });
    expect(refused(schema, { Contact: GUEST.Contact })).toEqual(['Name']);
    expect(refused(schema, { ...GUEST, Name: '   ' })).toEqual(['Name']);
    expect(refused(schema, { Name: 'Ana' })).toEqual(['Contact']);
  });

  it('contact: an e-mail address or a phone number', () => {
    for (const ok of ['ana@example.com', '+34 600 11 22 33', '(928) 123-456', '600.112.233'])
      expect(isContact(ok), ok).toBe(true);
    for (const bad of ['ana', 'ana@', '12345', '+34 abc 600', `${'1'.repeat(21)}`, '=1+2'])
      expect(isContact(bad), bad).toBe(false);
  });

  it('fields the block does not ask for are refused, naming them', () => {
    const schema = formAnswerSchema(form(), ctx);
    expect(
      refused(schema, { ...GUEST, NIF: 'X', Room: '1', People: 2, DateTime: '2026-12-03T20:00' }),
    ).toEqual(['DateTime', 'NIF', 'People', 'Room']);
  });

  it('NIF and room are required when the block asks for them, bounded', () => {
    const schema = formAnswerSchema(form({ FormNIF: true, FormRoomNumber: true }), ctx);
    expect(refused(schema, { ...GUEST, NIF: '12345678Z', Room: '214' })).toEqual([]);
    expect(refused(schema, GUEST)).toEqual(['NIF', 'Room']);
    expect(refused(schema, { ...GUEST, NIF: 'x'.repeat(21), Room: '2\u00071' })).toEqual([
      'NIF',
      'Room',
    ]);
  });

  it('texts are bounded; only the message keeps line breaks', () => {
    const schema = formAnswerSchema(form(), ctx);
    expect(refused(schema, { ...GUEST, Name: 'a'.repeat(101) })).toEqual(['Name']);
    expect(refused(schema, { ...GUEST, Name: 'Ana\nBelén' })).toEqual(['Name']);
    expect(refused(schema, { ...GUEST, Message: 'm'.repeat(2001) })).toEqual(['Message']);
    expect(refused(schema, { ...GUEST, Message: 'm'.repeat(2000) })).toEqual([]);
    expect(refused(schema, { ...GUEST, Name: 42 })).toEqual(['Name']);
  });

  it('people: whole, at least 1, at most FormLimitNumberOfItem', () => {
    const schema = formAnswerSchema(
      form({ FormNumberOfPeople: true, FormLimitNumberOfItem: 6 }),
      ctx,
    );
    expect(refused(schema, { ...GUEST, People: 6 })).toEqual([]);
    for (const bad of [0, 7, 2.5, '2', null]) {
      expect(refused(schema, { ...GUEST, People: bad }), String(bad)).toEqual(['People']);
    }
    expect(refused(schema, GUEST)).toEqual(['People']);
    // No limit (null), or 0: up to 10 000.
    for (const limit of [null, 0]) {
      const open = formAnswerSchema(
        form({ FormNumberOfPeople: true, FormLimitNumberOfItem: limit }),
        ctx,
      );
      expect(refused(open, { ...GUEST, People: 10_000 })).toEqual([]);
      expect(refused(open, { ...GUEST, People: 10_001 })).toEqual(['People']);
    }
  });

  describe('date-time: one of the times the timetable offers on that weekday', () => {
    // Wednesday (3) 20:00 and 21:30; Saturday (6) closes at 24:00 (Sunday 00:00).
    const timetable = {
      0: [],
      1: [],
      2: [],
      3: [
        { hours: 20, minutes: 0 },
        { hours: 21, minutes: 30 },
      ],
      4: [],
      5: [],
      6: [{ hours: 24, minutes: 0 }],
    };
    const schema = formAnswerSchema(form({ FormDateTime: true, FormTimetable: timetable }), ctx);
    const at = (DateTime: unknown) => refused(schema, { ...GUEST, DateTime });

    it('accepts an offered time on its weekday', () => {
      expect(at('2026-12-02T20:00')).toEqual([]);
      expect(at('2026-12-09T21:30')).toEqual([]);
    });
    it('refuses another time, another weekday, a malformed or unreal date', () => {
      for (const bad of [
        '2026-12-02T20:30',
        '2026-12-03T20:00',
        '2026-12-02 20:00',
        '2026-12-02T20:00:00',
        '2026-12-02T20:00Z',
        '2026-02-30T20:00',
        '2026-12-02T25:00',
        20,
      ])
        expect(at(bad), String(bad)).toEqual(['DateTime']);
    });
    it('24:00 is midnight: offered as 00:00 of the next day', () => {
      expect(at('2026-12-06T00:00')).toEqual([]);
      expect(at('2026-12-05T00:00')).toEqual(['DateTime']);
      expect(offeredTimes(timetable)[0]).toEqual([0]);
      expect(offeredTimes(timetable)[6]).toEqual([]);
    });
    it('not in the past on the venue clock, not more than a year ahead', () => {
      // Now is 10:00 on Wednesday 2 December in Madrid: that evening is still ahead.
      expect(at('2026-11-25T20:00')).toEqual(['DateTime']);
      const late = { ...ctx, now: new Date('2026-12-02T19:30:00Z') }; // 20:30 in Madrid
      const tonight = formAnswerSchema(
        form({ FormDateTime: true, FormTimetable: timetable }),
        late,
      );
      expect(refused(tonight, { ...GUEST, DateTime: '2026-12-02T20:00' })).toEqual(['DateTime']);
      expect(refused(tonight, { ...GUEST, DateTime: '2026-12-02T21:30' })).toEqual([]);
      expect(at('2027-12-01T20:00')).toEqual([]);
      expect(at('2027-12-08T20:00')).toEqual(['DateTime']);
    });
    it('a day with no times offers nothing', () => {
      const empty = formAnswerSchema(form({ FormDateTime: true }), ctx);
      expect(refused(empty, { ...GUEST, DateTime: '2026-12-02T20:00' })).toEqual(['DateTime']);
    });
  });
});

describe('poll answers', () => {
  const single: PollQuestion = {
    ...(newPollQuestion('singleSelection', CTX) as Extract<PollQuestion, { values: unknown }>),
    question: { es: '¿Volvería?', en: 'Would you come back?' },
    values: [
      { ...newPollAnswer(CTX), answer: { es: 'Sí', en: 'Yes' } },
      { ...newPollAnswer(CTX), answer: { es: 'No', en: 'No' } },
    ],
  };
  const multi: PollQuestion = {
    ...(newPollQuestion('multiSelection', CTX) as Extract<PollQuestion, { values: unknown }>),
    question: { es: '¿Qué usó?', en: 'What did you use?' },
    values: [
      { ...newPollAnswer(CTX), answer: { es: 'Spa', en: 'Spa' } },
      { ...newPollAnswer(CTX), answer: { es: 'Piscina', en: 'Pool' } },
      { ...newPollAnswer(CTX), answer: { es: 'Gimnasio', en: 'Gym' } },
    ],
  };
  const rating: PollQuestion = {
    ...newPollQuestion('rating', CTX),
    question: { es: 'Valore la limpieza', en: 'Rate the cleanliness' },
  };
  const number = {
    ...newPollQuestion('number', CTX),
    question: { es: 'Noches', en: 'Nights' },
    min: 1,
    max: 30,
  } as PollQuestion;
  const data = { PollAlias: '', PollFormData: [single, multi, rating, number], UpdateKey: '' };
  const schema = pollAnswerSchema(data, ctx);
  const ids = (q: PollQuestion) => (q.values ?? []).map((v) => v.id);
  const [yes, no] = ids(single);
  const [spa, pool, gym] = ids(multi);

  it('an answer per question id, each of its kind', () => {
    const answer = {
      [single.id]: [yes],
      [multi.id]: [spa, gym],
      [rating.id]: 5,
      [number.id]: 3,
    };
    expect(refused(schema, answer)).toEqual([]);
    expect(schema.parse(answer)).toEqual(answer);
  });

  it('questions may be left out, but not all', () => {
    expect(refused(schema, { [rating.id]: 4 })).toEqual([]);
    expect(refused(schema, {})).toEqual(['(root)']);
  });

  it('a selection picks existing answer ids: single exactly one, none twice', () => {
    expect(refused(schema, { [single.id]: [yes, no] })).toEqual([single.id]);
    expect(refused(schema, { [single.id]: [] })).toEqual([single.id]);
    expect(refused(schema, { [single.id]: yes })).toEqual([single.id]);
    expect(refused(schema, { [single.id]: [spa] })).toEqual([`${single.id}.0`]);
    expect(refused(schema, { [multi.id]: [spa, spa] })).toEqual([multi.id]);
    expect(refused(schema, { [multi.id]: [spa, pool, gym] })).toEqual([]);
  });

  it('rating 1–5 whole stars; number within the question range', () => {
    for (const bad of [0, 6, 4.5, '5'])
      expect(refused(schema, { [rating.id]: bad })).toEqual([rating.id]);
    for (const bad of [0, 31, '3', null])
      expect(refused(schema, { [number.id]: bad })).toEqual([number.id]);
    expect(refused(schema, { [number.id]: 1.5 })).toEqual([]);
  });

  it('an unknown question id is refused, naming it', () => {
    expect(refused(schema, { [rating.id]: 4, 'not-a-question': 1 })).toEqual(['not-a-question']);
    expect(refused(schema, JSON.parse(`{"__proto__": 1, "${rating.id}": 4}`))).toEqual([
      '__proto__',
    ]);
  });

  it('answerSchemaOf picks the schema by key', () => {
    expect(answerSchemaOf('poll', data, ctx).safeParse({ [rating.id]: 3 }).success).toBe(true);
    expect(answerSchemaOf('form', form(), ctx).safeParse(GUEST).success).toBe(true);
  });

  it('the plain description lists the questions as the guest app renders them', () => {
    const fields = answerFieldsOf({ key: 'poll', data });
    expect(fields.map((f) => f.kind)).toEqual(['choice', 'choice', 'rating', 'number']);
    expect(fields[0]).toMatchObject({ single: true, options: [{ id: yes }, { id: no }] });
    expect(fields[3]).toMatchObject({ min: 1, max: 30, integer: false });
    // A guest read sends texts as strings: the description takes them as they are.
    const guest = { PollFormData: [{ ...rating, question: 'Valore la limpieza' }] };
    expect(answerFieldsOf({ key: 'poll', data: guest })[0]?.label).toBe('Valore la limpieza');
  });

  describe('CSV', () => {
    const rows = [
      {
        ID: 2,
        CreatedAt: '2026-12-02T10:00:00.000Z',
        Language: 'en',
        Answers: { [multi.id]: [spa, gym], [rating.id]: 5 },
      },
      {
        ID: 1,
        CreatedAt: '2026-12-01T10:00:00.000Z',
        Language: 'es',
        Answers: { [single.id]: [yes], [number.id]: -2, 'gone-question': 3 },
      },
    ];

    it("headers in the staff's language, options by their text, removed questions last", () => {
      const csv = answersToCsv({ key: 'poll', data }, rows, 'es');
      expect(csv.split('\r\n')).toEqual([
        'ID,Fecha (UTC),Idioma,¿Volvería?,¿Qué usó?,Valore la limpieza,Noches,Campo retirado (gone-question)',
        '2,2026-12-02T10:00:00.000Z,en,,Spa; Gimnasio,5,,',
        '1,2026-12-01T10:00:00.000Z,es,Sí,,,-2,3',
        '',
      ]);
      expect(answersToCsv({ key: 'poll', data }, rows, 'en').split('\r\n')[0]).toBe(
        'ID,Date (UTC),Language,Would you come back?,What did you use?,Rate the cleanliness,Nights,Removed field (gone-question)',
      );
    });

    it('the back-office table reads the same columns and cells', () => {
      const columns = answerColumns({ key: 'poll', data }, rows, 'en');
      expect(columns.map((c) => [c.id, c.label, c.field?.kind])).toEqual([
        [single.id, 'Would you come back?', 'choice'],
        [multi.id, 'What did you use?', 'choice'],
        [rating.id, 'Rate the cleanliness', 'rating'],
        [number.id, 'Nights', 'number'],
        ['gone-question', 'Removed field (gone-question)', undefined],
      ]);
      const [first] = rows;
      if (!first) throw new Error('no row');
      expect(columns.map((c) => cellOfColumn(first, c, 'en'))).toEqual(['', 'Spa; Gym', 5, '', '']);
    });

    it('a question without text is named by its position', () => {
      const blank = { PollFormData: [{ ...rating, question: { es: '', en: '' } }] };
      expect(answersToCsv({ key: 'poll', data: blank }, [], 'es')).toBe(
        'ID,Fecha (UTC),Idioma,Pregunta 1\r\n',
      );
    });
  });
});

describe('form CSV', () => {
  const data = form({
    FormRoomNumber: true,
    FormNumberOfPeople: true,
    FormLblNumberOfItem: { es: 'Comensales', en: 'Diners' },
  });
  it('one column per field the form asks for; quoting and the formula guard', () => {
    const csv = answersToCsv(
      { key: 'form', data },
      [
        {
          ID: 7,
          CreatedAt: '2026-12-02T10:00:00.000Z',
          Language: 'es',
          Answers: {
            Name: 'Pérez, "Juan"',
            Contact: '+34 600 11 22 33',
            Room: '=HYPERLINK("http://x")',
            People: 2,
            Message: 'línea 1\r\nlínea 2',
            NIF: '@X',
          },
        },
      ],
      'es',
    );
    expect(csv).toBe(
      'ID,Fecha (UTC),Idioma,Nombre,E-mail o teléfono,Habitación,Comensales,Mensaje,NIF\r\n' +
        `7,2026-12-02T10:00:00.000Z,es,"Pérez, ""Juan""",'+34 600 11 22 33,"'=HYPERLINK(""http://x"")",2,"línea 1\r\nlínea 2",'@X\r\n`,
    );
  });

  it('csvCell: RFC 4180 and the guard for = + - @, tab and CR; numbers as they are', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(Number.NaN)).toBe('');
  });
});
