import { describe, expect, it } from 'vitest';
import {
  allLinesDone,
  canRecall,
  linesForStations,
  prepTargetOf,
  stationAssignmentSchema,
  stationInputSchema,
  stationLabel,
  stationOfLine,
  thresholdsForTarget,
} from './kitchen-stations.ts';

describe('stationOfLine', () => {
  it('takes the dish, else its section, else the parent section', () => {
    expect(stationOfLine({ dish: 3, section: 2, parentSection: 1 })).toBe(3);
    expect(stationOfLine({ dish: null, section: 2, parentSection: 1 })).toBe(2);
    expect(stationOfLine({ dish: null, section: null, parentSection: 1 })).toBe(1);
    expect(stationOfLine({ dish: null, section: null, parentSection: null })).toBeNull();
  });
});

describe('station input', () => {
  it('takes a plain or a translatable name, never an empty one', () => {
    expect(stationInputSchema.safeParse({ Name: 'Barra', PrepMinutes: 5 }).success).toBe(true);
    expect(
      stationInputSchema.safeParse({ Name: { es: 'Postres', en: 'Desserts' }, PrepMinutes: null })
        .success,
    ).toBe(true);
    expect(stationInputSchema.safeParse({ Name: ' ', PrepMinutes: null }).success).toBe(false);
    expect(stationInputSchema.safeParse({ Name: { es: '' }, PrepMinutes: null }).success).toBe(
      false,
    );
    expect(stationInputSchema.safeParse({ Name: 'Barra', PrepMinutes: 0 }).success).toBe(false);
  });
  it('assigns a menu or a dish', () => {
    expect(
      stationAssignmentSchema.safeParse({
        Kind: 'dish',
        TargetID: 4,
        StationID: null,
        PrepMinutes: 12,
      }).success,
    ).toBe(true);
    expect(
      stationAssignmentSchema.safeParse({
        Kind: 'page',
        TargetID: 4,
        StationID: 1,
        PrepMinutes: null,
      }).success,
    ).toBe(false);
  });
  it('labels a name in the language asked, else any', () => {
    expect(stationLabel('Barra', 'en')).toBe('Barra');
    expect(stationLabel({ es: 'Postres', en: 'Desserts' }, 'en')).toBe('Desserts');
    expect(stationLabel({ es: 'Postres' }, 'en')).toBe('Postres');
  });
});

describe('prep-time target', () => {
  it('turns amber at three quarters of the target and red at it', () => {
    expect(thresholdsForTarget(12)).toEqual({ warnMinutes: 9, lateMinutes: 12 });
    expect(thresholdsForTarget(1)).toEqual({ warnMinutes: 1, lateMinutes: 1 });
  });
  it('a card waits for its slowest line', () => {
    expect(prepTargetOf([5, null, 15])).toBe(15);
    expect(prepTargetOf([null])).toBeNull();
  });
});

describe('bump and recall', () => {
  it('an order is done when all its lines are', () => {
    expect(allLinesDone([{ DoneAt: 'x' }, { DoneAt: 'y' }])).toBe(true);
    expect(allLinesDone([{ DoneAt: 'x' }, { DoneAt: null }])).toBe(false);
    expect(allLinesDone([])).toBe(false);
  });
  it('a served order is recalled for 10 minutes', () => {
    const served = '2026-12-06T20:00:00.000Z';
    expect(canRecall(served, new Date('2026-12-06T20:10:00.000Z'))).toBe(true);
    expect(canRecall(served, new Date('2026-12-06T20:10:01.000Z'))).toBe(false);
    expect(canRecall(null, new Date(served))).toBe(false);
  });
});

describe('linesForStations', () => {
  const lines = [
    { ID: 1, StationID: 1 },
    { ID: 2, StationID: 2 },
    { ID: 3, StationID: null },
  ];
  it('keeps the lines of the stations chosen, every line for none', () => {
    expect(linesForStations(lines, [2]).map((l) => l.ID)).toEqual([2]);
    expect(linesForStations(lines, [1, 2]).map((l) => l.ID)).toEqual([1, 2]);
    expect(linesForStations(lines, []).map((l) => l.ID)).toEqual([1, 2, 3]);
  });
});
