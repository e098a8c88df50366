import type { MenuChangeSummary } from '@carta/domain/revisions';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { summaryText } from './summaryText.ts';

const es = i18n.getFixedT('es');
const en = i18n.getFixedT('en');
const changed = (patch: Partial<MenuChangeSummary>): MenuChangeSummary => ({
  kind: 'changed',
  blocks: 3,
  added: 0,
  removed: 0,
  edited: 0,
  moved: 0,
  fields: [],
  ...patch,
});

describe('summaryText', () => {
  it('words counts with their plural in each language', () => {
    const summary = changed({ added: 1, removed: 2, edited: 3 });
    expect(summaryText(summary, es)).toBe('1 bloque añadido, 2 eliminados, 3 editados');
    expect(summaryText(summary, en)).toBe('1 block added, 2 removed, 3 edited');
  });

  it('names each group of changed fields once, capitalised when it opens the line', () => {
    const summary = changed({ fields: ['BGColor', 'TextColor', 'Name', 'Mystery'] });
    expect(summaryText(summary, es)).toBe('Cambios en: colores, nombre, otros ajustes');
    expect(summaryText(summary, en)).toBe('Changed: colours, name, other settings');
  });

  it('says when a menu was created, first recorded or saved unchanged', () => {
    expect(summaryText({ ...changed({}), kind: 'created', blocks: 1 }, es)).toBe(
      'Menú creado con 1 bloque',
    );
    expect(summaryText({ ...changed({}), kind: 'first', blocks: 4 }, en)).toBe(
      'First saved version (4 blocks)',
    );
    expect(summaryText({ ...changed({}), kind: 'original', blocks: 16 }, es)).toBe(
      'Contenido original (16 bloques)',
    );
    expect(summaryText({ ...changed({}), kind: 'original', blocks: 1 }, en)).toBe(
      'Original content (1 block)',
    );
    expect(summaryText(changed({}), es)).toBe('Guardado sin cambios');
    expect(summaryText(changed({ moved: 2 }), en)).toBe('2 moved');
  });
});
