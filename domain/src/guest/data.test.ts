import { describe, expectTypeOf, it } from 'vitest';
import type { ALERT_ICONS } from '../blocks/alert.ts';
import type { BlockData, BlockKey, blocks } from '../blocks/index.ts';
import type { AnyGuestBlock, GuestBlockOf, GuestData } from './data.ts';

// Checked by `tsc` (npm run typecheck); at run time these are no-ops.
describe('GuestData<K>: what a guest view receives, derived from the schema and the allow-list', () => {
  it("'text' and 'html' fields arrive as strings in the guest's language", () => {
    expectTypeOf<GuestData<'title'>>().toEqualTypeOf<{ Title: string }>();
    expectTypeOf<GuestData<'text'>>().toEqualTypeOf<{ Text: string }>();
  });

  it("'keep' fields keep their schema type", () => {
    expectTypeOf<GuestData<'space'>>().toEqualTypeOf<{ Size: number }>();
    expectTypeOf<GuestData<'image'>>().toEqualTypeOf<{ Image: string | null }>();
    expectTypeOf<GuestData<'alert'>>().toEqualTypeOf<{
      Icon: (typeof ALERT_ICONS)[number];
      AlertText: string;
      Color: string | null;
    }>();
    expectTypeOf<GuestData<'divider'>['DividerDark']>().toEqualTypeOf<boolean>();
  });

  it("'embed' is a string and 'frame' adds <Field>AllowListed", () => {
    expectTypeOf<GuestData<'instagram'>>().toEqualTypeOf<{ InstagramIframe: string }>();
    expectTypeOf<GuestData<'iframe'>>().toEqualTypeOf<{
      IframeHeight: BlockData<'iframe'>['IframeHeight'];
      IframeURL: string;
      IframeURLAllowListed: boolean;
    }>();
  });

  it("'each' lists are projected item by item, nested lists too", () => {
    type Event = GuestData<'timeline'>['Times'][number];
    expectTypeOf<Event['Title']>().toEqualTypeOf<string>();
    expectTypeOf<Event['Time']>().toEqualTypeOf<string>();
    type Question = GuestData<'poll'>['PollFormData'][number];
    expectTypeOf<Question['question']>().toEqualTypeOf<string>();
    // Each kind of question keeps its own fields: only a selection has answers to pick from.
    type Selection = Extract<Question, { type: 'singleSelection' | 'multiSelection' }>;
    expectTypeOf<Selection['values'][number]>().toEqualTypeOf<{ id: string; answer: string }>();
    // A number question's answers are at most the empty list older apps send.
    expectTypeOf<undefined>().toExtend<Extract<Question, { type: 'number' }>['values']>();
  });

  it('fields left off the allow-list are not there at all', () => {
    expectTypeOf<GuestData<'form'>>().not.toHaveProperty('FormDestinationMail');
    expectTypeOf<GuestData<'poll'>>().not.toHaveProperty('PollAlias');
    expectTypeOf<keyof GuestData<'weather'>>().toEqualTypeOf<never>();
  });

  it('the allow-list names no field its schema lacks (a typo would silently drop it)', () => {
    type Unknown<K extends BlockKey> = Exclude<
      keyof (typeof blocks)[K]['guest'],
      keyof BlockData<K>
    >;
    expectTypeOf<{ [K in BlockKey]: Unknown<K> }[BlockKey]>().toEqualTypeOf<never>();
  });

  it('a block carries the common fields, its Key as a literal', () => {
    expectTypeOf<GuestBlockOf<'title'>['Key']>().toEqualTypeOf<'title'>();
    expectTypeOf<GuestBlockOf<'title'>>().toHaveProperty('_fallback').toEqualTypeOf<string[]>();
    expectTypeOf<AnyGuestBlock['Key']>().toEqualTypeOf<BlockKey>();
    const narrow = (block: AnyGuestBlock) => (block.Key === 'alert' ? block.AlertText : null);
    expectTypeOf(narrow).returns.toEqualTypeOf<string | null>();
  });
});
