import { describe, expect, it } from 'vitest';
import {
  addRecentColor,
  COLOR_SWATCHES,
  colorAlpha,
  contrastRatio,
  DEFAULT_DISPLAY_COLOR,
  enterpriseSwatches,
  formatColor,
  isHexColor,
  isLightColor,
  MAX_RECENT_COLORS,
  normalizeHex,
  readRecentColors,
  withAlpha,
} from './color.ts';

describe('behaviour.md#limits colour picker constants', () => {
  it('has the fifteen swatches in order', () => {
    expect(COLOR_SWATCHES).toEqual([
      '#FF0000',
      '#AA0000',
      '#550000',
      '#FFFF00',
      '#AAAA00',
      '#555500',
      '#00FF00',
      '#00AA00',
      '#005500',
      '#00FFFF',
      '#00AAAA',
      '#005555',
      '#FFFFFF',
      '#0000AA',
      '#000055',
    ]);
  });

  it("default display colour is '#fff'", () => {
    expect(DEFAULT_DISPLAY_COLOR).toBe('#fff');
  });
});

describe('hex or hexa mode (behaviour.md#limits): isHexColor', () => {
  it('hex mode accepts #rgb and #rrggbb', () => {
    expect(isHexColor('#fff')).toBe(true);
    expect(isHexColor('#00AAaa')).toBe(true);
  });

  it('hex mode refuses alpha and anything else', () => {
    expect(isHexColor('#ffff')).toBe(false);
    expect(isHexColor('#ff000080')).toBe(false);
    expect(isHexColor('ff0000')).toBe(false);
    expect(isHexColor('#ff00')).toBe(false);
    expect(isHexColor('#gg0000')).toBe(false);
    expect(isHexColor('red')).toBe(false);
  });

  it('hexa mode also accepts #rgba and #rrggbbaa', () => {
    expect(isHexColor('#fff8', { alpha: true })).toBe(true);
    expect(isHexColor('#FF000080', { alpha: true })).toBe(true);
    expect(isHexColor('#FF00008', { alpha: true })).toBe(false);
  });
});

describe('normalizeHex and the reported form', () => {
  it("normalizeHex expands short forms: '#fff' → '#ffffff'", () => {
    expect(normalizeHex('#fff')).toBe('#ffffff');
    expect(normalizeHex('#FFF8')).toBe('#ffffff88');
    expect(normalizeHex(' #AA0000 ')).toBe('#aa0000');
    expect(normalizeHex('nope')).toBeNull();
  });

  it('formatColor reports #RRGGBB in hex mode and #RRGGBBAA in hexa mode', () => {
    expect(formatColor('#fff', 'hex')).toBe('#FFFFFF');
    expect(formatColor('#ff000080', 'hex')).toBe('#FF0000');
    expect(formatColor('#ff0000', 'hexa')).toBe('#FF0000FF');
    expect(formatColor('#f008', 'hexa')).toBe('#FF000088');
    expect(formatColor('#zzz', 'hex')).toBeNull();
  });

  it('colorAlpha and withAlpha read and set the alpha byte', () => {
    expect(colorAlpha('#ff0000')).toBe(1);
    expect(colorAlpha('#ff000000')).toBe(0);
    expect(withAlpha('#ff0000', 0.5)).toBe('#FF000080');
    expect(withAlpha('#ff0000', 2)).toBe('#FF0000FF');
  });
});

describe('behaviour.md#widgets: label black on light colours, white on dark (isLightColor)', () => {
  it('light colours are light', () => {
    for (const color of [
      '#fff',
      '#FFFFFF',
      '#FFFF00',
      '#00FF00',
      '#00FFFF',
      '#AAAA00',
      '#00AAAA',
    ]) {
      expect(isLightColor(color), color).toBe(true);
    }
  });

  it('dark colours are dark', () => {
    for (const color of [
      '#000',
      '#AA0000',
      '#550000',
      '#005500',
      '#0000AA',
      '#000055',
      '#555500',
    ]) {
      expect(isLightColor(color), color).toBe(false);
    }
  });

  it('pure red takes black text (higher contrast than white)', () => {
    expect(isLightColor('#FF0000')).toBe(true);
  });

  it('a translucent dark colour over the white page reads light', () => {
    expect(isLightColor('#00005510')).toBe(true);
    expect(isLightColor('#000055FF')).toBe(false);
  });

  it('an unreadable value counts as the default white', () => {
    expect(isLightColor('nope')).toBe(true);
  });
});

describe('recent colours (behaviour.md#editing)', () => {
  it('puts the newest first, without repeats, at most 8', () => {
    expect(addRecentColor([], '#f00')).toEqual(['#FF0000']);
    expect(addRecentColor(['#00FF00', '#FF0000'], '#ff0000')).toEqual(['#FF0000', '#00FF00']);
    const nine = [
      '#000001',
      '#000002',
      '#000003',
      '#000004',
      '#000005',
      '#000006',
      '#000007',
      '#000008',
    ];
    const next = addRecentColor(nine, '#ABCDEF');
    expect(next).toHaveLength(MAX_RECENT_COLORS);
    expect(next[0]).toBe('#ABCDEF');
    expect(next).not.toContain('#000008');
  });

  it('ignores what is not a colour', () => {
    expect(addRecentColor(['#FF0000'], 'rojo')).toEqual(['#FF0000']);
  });

  it('keeps a translucent colour apart from its opaque one', () => {
    expect(addRecentColor(['#FF0000'], '#FF000080')).toEqual(['#FF000080', '#FF0000']);
  });

  it('reads stored lists tolerantly, keeping their order', () => {
    expect(readRecentColors('["#ff0000","x",3,"#00ff00","#FF0000"]')).toEqual([
      '#FF0000',
      '#00FF00',
    ]);
    expect(readRecentColors('not json')).toEqual([]);
    expect(readRecentColors(null)).toEqual([]);
    expect(readRecentColors({ a: 1 })).toEqual([]);
  });
});

describe('enterpriseSwatches', () => {
  it('keeps the valid colours once each, upper-case long form', () => {
    expect(enterpriseSwatches(['#00796b', null, 'teal', '#F5F0EB', '#00796B', undefined])).toEqual([
      '#00796B',
      '#F5F0EB',
    ]);
  });
});

describe('contrastRatio (WCAG)', () => {
  it('is 21 for black on white, 1 for a colour on itself, symmetric, null for a non-colour', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2e7d32', '#2e7d32')).toBe(1);
    expect(contrastRatio('#000000', '#2e7d32')).toBeCloseTo(4.1, 2);
    expect(contrastRatio('#2e7d32', '#000000')).toBe(contrastRatio('#000000', '#2e7d32'));
    expect(contrastRatio('red', '#ffffff')).toBeNull();
  });
});
