import { type BlockKey, blocks, typeIdOfBlock } from '@carta/domain';
import { newPollAnswer, newPollQuestion } from '@carta/domain/blocks/poll';
import { newTimelineEvent } from '@carta/domain/blocks/timeline';
import { type GuestBlockOf, type GuestContext, guestBlockOf } from '@carta/domain/guest/index';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { anyGuestBlockShape, guestBlockShape } from './block-shapes.ts';

const languages = ['es', 'en'];
const ctx: GuestContext = {
  lang: 'en',
  languages,
  sanitize: {
    richText: (html) => html,
    embed: () => '',
    isAllowedFrame: (url) => url.startsWith('https://www.youtube.com/'),
  },
};

const stored = (key: BlockKey, fields: Record<string, unknown> = {}) => ({
  ...blocks[key].defaults({ languages }),
  ...fields,
  ID: 7,
  Type: typeIdOfBlock(key),
  ORD: 0,
  HideMobile: false,
});

const fieldsOf = (shape: z.ZodObject) => Object.keys(shape.shape).sort();

describe('guestBlockShape (a guest block generated from its schema and allow-list)', () => {
  it("gives 'alert' exactly the fields GuestBlockOf<'alert'> has", () => {
    const alert = guestBlockShape('alert');
    // The type states them; the generated shape must name the same, no more.
    const expected: Record<keyof GuestBlockOf<'alert'>, true> = {
      ID: true,
      Type: true,
      Key: true,
      ORD: true,
      _fallback: true,
      Icon: true,
      AlertText: true,
      Color: true,
    };
    expect(fieldsOf(alert)).toEqual(Object.keys(expected).sort());
    expect(alert.parse(guestBlockOf(stored('alert'), ctx))).toMatchObject({ AlertText: '' });
    // 'text' arrives as a string, never the stored map of languages.
    expect(alert.safeParse({ ...guestBlockOf(stored('alert'), ctx), AlertText: {} }).success).toBe(
      false,
    );
  });

  it('refuses a field the allow-list leaves out (the form destination e-mail)', () => {
    const form = guestBlockOf(stored('form'), ctx);
    expect(guestBlockShape('form').safeParse(form).success).toBe(true);
    expect(
      guestBlockShape('form').safeParse({ ...form, FormDestinationMail: 'a@b.test' }).success,
    ).toBe(false);
  });

  it("adds <Field>AllowListed beside a 'frame' field", () => {
    expect(fieldsOf(guestBlockShape('iframe'))).toContain('IframeURLAllowListed');
    const block = guestBlockOf(stored('iframe', { IframeURL: 'https://www.youtube.com/x' }), ctx);
    expect(guestBlockShape('iframe').parse(block)).toMatchObject({ IframeURLAllowListed: true });
  });

  it("projects the items of an 'each' list, each kind of poll question by its own fields", () => {
    const questions = (['multiSelection', 'rating', 'number'] as const).map((type) =>
      newPollQuestion(type, { languages }),
    );
    const first = questions[0];
    if (first?.type === 'multiSelection' || first?.type === 'singleSelection')
      first.values.push(newPollAnswer({ languages }));
    const poll = guestBlockOf(stored('poll', { PollFormData: questions }), ctx);
    expect(guestBlockShape('poll').safeParse(poll).success).toBe(true);
    const withAlias = { ...poll, PollFormData: [{ ...questions[1], question: 'q', alias: 'x' }] };
    expect(guestBlockShape('poll').safeParse(withAlias).success).toBe(false);
    const timeline = guestBlockOf(
      stored('timeline', { Times: [newTimelineEvent({ languages })] }),
      ctx,
    );
    expect(guestBlockShape('timeline').safeParse(timeline).success).toBe(true);
  });

  it('lets a dish carry its extras, and no other block', () => {
    const extras = { Extras: [{ ID: 1, Name: 'Bacon', Price: 1.5 }] };
    const food = guestBlockOf(stored('food'), ctx);
    expect(guestBlockShape('food').safeParse({ ...food, ...extras }).success).toBe(true);
    const title = guestBlockOf(stored('title'), ctx);
    expect(guestBlockShape('title').safeParse({ ...title, ...extras }).success).toBe(false);
  });

  it.each(Object.keys(blocks) as BlockKey[])(
    'describes the projection of a new %s block, told apart by Key',
    (key) => {
      const block = guestBlockOf(stored(key), ctx);
      expect(anyGuestBlockShape.safeParse(block).error).toBeUndefined();
      // Another type's Key, or a type number that is not its own, is refused.
      expect(anyGuestBlockShape.safeParse({ ...block, Type: -1 }).success).toBe(false);
    },
  );
});
