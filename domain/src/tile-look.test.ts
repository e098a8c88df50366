import { describe, expect, it } from 'vitest';
import { safeColor, safeFontFamily, tileLook } from './tile-look.ts';

const style = {
  BGColor: '#00695c',
  Color: '#ffffff',
  BGColorSecundary: '#e0f2f1',
  ColorSecundary: '#004d40',
  GlobalFont: 'Roboto',
  Font: 'Georgia',
  FontSecundary: 'Open Sans',
  FontSize: 22,
  FontSizeSecundary: 16,
  withGradient: true,
  withGradientSubmenu: false,
};

describe('tileLook (behaviour.md#data Enterprise style settings)', () => {
  it('styles a top-level entry with BGColor, Color, Font, FontSize and withGradient', () => {
    expect(tileLook(style, false)).toEqual({
      background: '#00695c',
      color: '#ffffff',
      fontFamily: '"Georgia", sans-serif',
      fontSize: 22,
      gradient: true,
    });
  });

  it('styles a submenu entry with the Secundary settings and withGradientSubmenu', () => {
    expect(tileLook(style, true)).toEqual({
      background: '#e0f2f1',
      color: '#004d40',
      fontFamily: '"Open Sans", sans-serif',
      fontSize: 16,
      gradient: false,
    });
    expect(tileLook({ ...style, withGradientSubmenu: true }, true).gradient).toBe(true);
  });

  it('falls back to GlobalFont when the entry font is missing', () => {
    expect(tileLook({ GlobalFont: 'Lato' }, false).fontFamily).toBe('"Lato", sans-serif');
    expect(tileLook({ GlobalFont: 'Lato', Font: '' }, true).fontFamily).toBe('"Lato", sans-serif');
    expect(tileLook({}, false).fontFamily).toBeUndefined();
  });

  it('picks a readable text colour when none is set', () => {
    expect(tileLook({ BGColor: '#ffffff' }, false).color).toBe('#000000');
    expect(tileLook({ BGColor: '#102030' }, false).color).toBe('#ffffff');
  });

  it('uses defaults for a missing style, and keeps font sizes within 8 to 72 px', () => {
    const plain = tileLook({}, false);
    expect(plain).toMatchObject({ background: '#37474f', color: '#ffffff', gradient: false });
    expect(plain.fontSize).toBe(18);
    expect(tileLook({}, true).fontSize).toBe(15);
    expect(tileLook({ FontSize: 400 }, false).fontSize).toBe(72);
    expect(tileLook({ FontSize: 2 }, false).fontSize).toBe(8);
    expect(tileLook({ FontSize: -5 }, false).fontSize).toBe(18);
    expect(tileLook({ FontSize: Number.NaN }, false).fontSize).toBe(18);
  });

  it('never lets stored text inject CSS', () => {
    expect(safeColor('red; background: url(https://x)')).toBeNull();
    expect(safeColor('#ABC')).toBe('#aabbcc');
    expect(safeColor('rgba(0, 0, 0, 0.5)')).toBe('rgba(0, 0, 0, 0.5)');
    expect(safeColor('teal')).toBe('teal');
    expect(safeColor('  ')).toBeNull();
    expect(safeFontFamily('Arial"; } body { display: none')).toBe(
      '"Arial body display none", sans-serif',
    );
    expect(safeFontFamily('";{}')).toBeUndefined();
    expect(tileLook({ BGColor: 'url(x)' }, false).background).toBe('#37474f');
  });
});
