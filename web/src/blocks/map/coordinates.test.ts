// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { coordinateOf, coordinateText, isLatText, isLonText, pointOf } from './coordinates.ts';

describe('coordinates of the map block', () => {
  it('reads decimals with a point or a comma, signs included', () => {
    expect(coordinateOf('28.1235')).toBe(28.1235);
    expect(coordinateOf('-15,4363')).toBe(-15.4363);
    expect(coordinateOf('+3')).toBe(3);
    expect(coordinateOf('28.')).toBe(28);
    expect(coordinateOf('.5')).toBe(0.5);
  });

  it('reads nothing from words, empty text or two numbers', () => {
    for (const bad of ['', ' ', 'abc', '28.1.2', '1e3', '28 15', '--1', 'Infinity'])
      expect(coordinateOf(bad), bad).toBeNull();
  });

  it('Lat −90..90 and Lon −180..180, empty allowed (no point)', () => {
    expect(isLatText('90')).toBe(true);
    expect(isLatText('-90')).toBe(true);
    expect(isLatText('')).toBe(true);
    expect(isLatText('90.0001')).toBe(false);
    expect(isLatText('-91')).toBe(false);
    expect(isLatText('x')).toBe(false);
    expect(isLonText('180')).toBe(true);
    expect(isLonText('-180')).toBe(true);
    expect(isLonText('180.5')).toBe(false);
    expect(isLonText('-200')).toBe(false);
  });

  it('shows null as an empty field, and a point only when both are set', () => {
    expect(coordinateText(null)).toBe('');
    expect(coordinateText(28.5)).toBe('28.5');
    expect(pointOf(28.5, -15.4)).toEqual({ lat: 28.5, lon: -15.4 });
    expect(pointOf(28.5, null)).toBeNull();
    expect(pointOf(null, null)).toBeNull();
  });
});
