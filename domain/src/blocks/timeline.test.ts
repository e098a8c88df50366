import { expect, it } from 'vitest';
import { isNewId } from '../ids.ts';
import { blockSuite, CTX, expectAccepts, expectRejects } from './test-helpers.ts';
import { NEW_EVENT_COLOR, newTimelineEvent, type TimelineEvent, timeline } from './timeline.ts';

const event = (patch: Partial<TimelineEvent> = {}): TimelineEvent => ({
  ...newTimelineEvent(CTX),
  ...patch,
});

blockSuite(
  timeline,
  {
    wrongTypes: [
      ['HideHeader', 'no'],
      ['IsHeaderText', null],
      ['TimeLineTextHeader', 'Programa'],
      ['TimeLineSubTextHeader', ['x']],
      ['TimelineDate', 20240101],
      ['TimelineImage', 3],
      ['Times', {}],
    ],
    bounds: [
      ['Times', [event({ Time: '24:00' })], [event({ Time: '24:01' })], 'Times.0.Time'],
      ['Times', [event({ Time: '00:00' })], [event({ Time: '23:60' })], 'Times.0.Time'],
      ['Times', [event({ Time: '09:30' })], [event({ Time: '9:30' })], 'Times.0.Time'],
      ['TimelineDate', '2025-07-01', '01/07/2025'],
    ],
  },
  () => {
    it('behaviour.md#limits new event: 12:00, empty title and description in every language, #e91e63', () => {
      const created = newTimelineEvent(CTX);
      expect(isNewId(created.ID)).toBe(true);
      expect(created).toMatchObject({
        Time: '12:00',
        Title: { es: '', en: '', de: '', fr: '' },
        Description: { es: '', en: '', de: '', fr: '' },
        Color: NEW_EVENT_COLOR,
      });
      expect(NEW_EVENT_COLOR).toBe('#e91e63');
    });
    it("event ids: a server id or 'new_…', nothing else", () => {
      expectAccepts(timeline, { Times: [event({ ID: 12 }), event({ ID: 'new_3' })] });
      expectRejects(timeline, { Times: [event({ ID: 'abc' })] }, 'Times.0.ID');
      expectRejects(timeline, { Times: [event({ ID: -1 })] }, 'Times.0.ID');
    });
    it('an event with an unknown field is refused', () => {
      expectRejects(timeline, { Times: [{ ...event(), Icon: 'x' }] }, 'Times.0.Icon');
    });
    it('event colour is a hex colour', () => {
      expectRejects(timeline, { Times: [event({ Color: 'pink' })] }, 'Times.0.Color');
    });
    it('at most 200 events', () => {
      const many = (n: number) => Array.from({ length: n }, () => event());
      expectAccepts(timeline, { Times: many(200) });
      expectRejects(timeline, { Times: many(201) }, 'Times');
    });
  },
);
