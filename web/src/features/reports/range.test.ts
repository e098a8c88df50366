import { describe, expect, it } from 'vitest';
import { changePercent, comparedRange, presetRange } from './range.ts';

const MADRID = 'Europe/Madrid';
// Tuesday 3 March 2026, 01:30 in Madrid: still Monday's service.
const NIGHT = new Date('2026-03-03T00:30:00Z');

describe('presetRange', () => {
  it('counts from the current service day', () => {
    expect(presetRange('today', NIGHT, MADRID)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    expect(presetRange('yesterday', NIGHT, MADRID)).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(presetRange('last7', NIGHT, MADRID)).toEqual({ from: '2026-02-24', to: '2026-03-02' });
  });
  it('takes this month so far and the whole last month', () => {
    expect(presetRange('thisMonth', NIGHT, MADRID)).toEqual({
      from: '2026-03-01',
      to: '2026-03-02',
    });
    expect(presetRange('lastMonth', NIGHT, MADRID)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });
});

describe('comparison', () => {
  it('compares with the same number of days before', () => {
    expect(comparedRange({ from: '2026-02-24', to: '2026-03-02' })).toEqual({
      from: '2026-02-17',
      to: '2026-02-23',
    });
  });
  it('answers the change in percent, none without a base', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(90, 120)).toBe(-25);
    expect(changePercent(5, 0)).toBeNull();
  });
});
