import { describe, expect, it } from 'vitest';
import {
  clampDurationPart,
  formatHHMM,
  fromMinutes,
  padTwo,
  parseHHMM,
  readTypedTime,
  splitDuration,
  toMinutes,
} from './duration.ts';

describe('Duration value (behaviour.md#data): integer minutes = hours × 60 + minutes', () => {
  it('toMinutes adds hours × 60 and minutes', () => {
    expect(toMinutes({ hours: 0, minutes: 0 })).toBe(0);
    expect(toMinutes({ hours: 1, minutes: 30 })).toBe(90);
    expect(toMinutes({ hours: 24, minutes: 0 })).toBe(1440);
    expect(toMinutes({ hours: 2, minutes: 60 })).toBe(180);
  });

  it('fromMinutes splits whole hours and the remaining minutes', () => {
    expect(fromMinutes(0)).toEqual({ hours: 0, minutes: 0 });
    expect(fromMinutes(30)).toEqual({ hours: 0, minutes: 30 });
    expect(fromMinutes(510)).toEqual({ hours: 8, minutes: 30 });
    expect(fromMinutes(1440)).toEqual({ hours: 24, minutes: 0 });
  });

  it('fromMinutes reads negative or non-numeric values as zero', () => {
    expect(fromMinutes(-5)).toEqual({ hours: 0, minutes: 0 });
    expect(fromMinutes(Number.NaN)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('Interval picker (behaviour.md#validation): values cannot go below 0 or above the maximum', () => {
  it('clampDurationPart keeps 0..max', () => {
    expect(clampDurationPart(5, 24)).toBe(5);
    expect(clampDurationPart(0, 24)).toBe(0);
    expect(clampDurationPart(24, 24)).toBe(24);
  });

  it('clampDurationPart refuses below 0', () => {
    expect(clampDurationPart(-1, 60)).toBe(0);
  });

  it('clampDurationPart refuses above the maximum', () => {
    expect(clampDurationPart(25, 24)).toBe(24);
    expect(clampDurationPart(61, 60)).toBe(60);
  });

  it('splitDuration keeps the parts within their maxima', () => {
    expect(splitDuration(90, 24, 60)).toEqual({ hours: 1, minutes: 30 });
    expect(splitDuration(1500, 24, 60)).toEqual({ hours: 24, minutes: 60 });
    expect(splitDuration(2000, 24, 60)).toEqual({ hours: 24, minutes: 60 });
    expect(splitDuration(150, 2, 30)).toEqual({ hours: 2, minutes: 30 });
  });

  it('clampDurationPart drops fractions and non-numbers', () => {
    expect(clampDurationPart(7.9, 60)).toBe(7);
    expect(clampDurationPart(Number.NaN, 60)).toBe(0);
  });
});

describe('zero-padded values (behaviour.md#widgets)', () => {
  it('padTwo pads to two digits', () => {
    expect(padTwo(0)).toBe('00');
    expect(padTwo(8)).toBe('08');
    expect(padTwo(24)).toBe('24');
  });

  it('formatHHMM gives HH:MM, with 1440 as 24:00', () => {
    expect(formatHHMM(0)).toBe('00:00');
    expect(formatHHMM(510)).toBe('08:30');
    expect(formatHHMM(1439)).toBe('23:59');
    expect(formatHHMM(1440)).toBe('24:00');
  });

  it('parseHHMM reads HH:MM up to 24:00', () => {
    expect(parseHHMM('08:30')).toBe(510);
    expect(parseHHMM('8:05')).toBe(485);
    expect(parseHHMM('24:00')).toBe(1440);
  });

  it('parseHHMM refuses bad text and times past 24:00', () => {
    expect(parseHHMM('24:01')).toBeNull();
    expect(parseHHMM('10:60')).toBeNull();
    expect(parseHHMM('ten')).toBeNull();
    expect(parseHHMM('')).toBeNull();
  });
});

describe('readTypedTime', () => {
  it.each([
    ['19:30', 19, 30],
    ['19.30', 19, 30],
    ['19h30', 19, 30],
    ['1930', 19, 30],
    ['930', 9, 30],
    ['9:05', 9, 5],
    ['19', 19, 0],
    [' 07:00 ', 7, 0],
    ['0', 0, 0],
    ['23:59', 23, 59],
  ])('reads %s as %i:%i', (text, hours, minutes) => {
    expect(readTypedTime(text)).toEqual({ state: 'valid', value: { hours, minutes } });
  });
  it.each(['', '19:', '19:3', '1:', '9.', '193'])('"%s" can still become a time', (text) => {
    expect(readTypedTime(text).state).toBe('partial');
  });
  it.each(['24:00', '25', '19:60', '19:7x', 'abc', '12345', '19:30:00', '-1'])(
    'refuses "%s"',
    (text) => {
      expect(readTypedTime(text).state).toBe('invalid');
    },
  );
});
