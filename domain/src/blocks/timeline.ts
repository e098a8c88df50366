import { z } from 'zod';
import { dateSchema } from '../dates.ts';
import { parseHHMM } from '../duration.ts';
import { colorSchema, entityIdSchema, newLocalId, urlSchema } from '../ids.ts';
import { emptyTranslatable } from '../translatable.ts';
import type { BlockContext } from './block.ts';
import { defineBlock } from './block.ts';
import { longText, shortText } from './fields.ts';

/** behaviour.md#limits: a new event starts at noon, in this colour (docs/decisions.md: not the other path's '#123123'). */
export const NEW_EVENT_TIME = '12:00';
export const NEW_EVENT_COLOR = '#e91e63';
export const TIMELINE_MAX_EVENTS = 200;

/** 'HH:MM' from 00:00 to 24:00. */
export const timeOfDaySchema = z
  .string()
  .regex(/^\d{2}:\d{2}$/, "time 'HH:MM'")
  .refine((text) => parseHHMM(text) !== null, 'time from 00:00 to 24:00');

export const timelineEventSchema = z.strictObject({
  ID: entityIdSchema,
  Time: timeOfDaySchema,
  Title: shortText(),
  Description: longText(),
  Color: colorSchema,
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** behaviour.md#limits: the event the 'add event' button appends. */
export const newTimelineEvent = ({ languages }: BlockContext): TimelineEvent => ({
  ID: newLocalId(),
  Time: NEW_EVENT_TIME,
  Title: emptyTranslatable(languages),
  Description: emptyTranslatable(languages),
  Color: NEW_EVENT_COLOR,
});

/** Timeline (15): an optional header (text, or a start date) with an image, then timed events. */
export const timeline = defineBlock({
  key: 'timeline',
  id: 15,
  icon: 'mdi-timeline-clock',
  group: 'information',
  guest: {
    HideHeader: 'keep',
    IsHeaderText: 'keep',
    TimeLineTextHeader: 'text',
    TimeLineSubTextHeader: 'text',
    TimelineDate: 'keep',
    TimelineImage: 'keep',
    Times: {
      each: { ID: 'keep', Time: 'keep', Title: 'text', Description: 'text', Color: 'keep' },
    },
  },
  schema: z.strictObject({
    HideHeader: z.boolean(),
    IsHeaderText: z.boolean(),
    TimeLineTextHeader: shortText(),
    TimeLineSubTextHeader: shortText(),
    TimelineDate: dateSchema,
    TimelineImage: urlSchema.nullable(),
    Times: z.array(timelineEventSchema).max(TIMELINE_MAX_EVENTS),
  }),
  defaults: ({ languages }) => ({
    HideHeader: false,
    IsHeaderText: false,
    TimeLineTextHeader: emptyTranslatable(languages),
    TimeLineSubTextHeader: emptyTranslatable(languages),
    TimelineDate: null,
    TimelineImage: null,
    Times: [],
  }),
});
