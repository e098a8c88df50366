import { INTEGRATION_KEYS } from '@carta/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { editorOf } from './Editor.tsx';
import en from './locales/en.json';
import es from './locales/es.json';

afterEach(async () => {
  await i18n.changeLanguage('es');
});

describe.each(INTEGRATION_KEYS)('%s editor (header only)', (key) => {
  const Editor = editorOf(key);

  it('renders its defaults as one line saying what guests see, with no field, and reports nothing', () => {
    const content = contentOf(key);
    const { container, patches } = renderEditor(Editor, content);
    expect(screen.getByText(es[key].description)).toBeInTheDocument();
    expect(container.querySelectorAll('input, textarea, button, select')).toHaveLength(0);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(patches).toEqual([]);
    expectValidPatch(key, content, {});
  });

  it('collapsed, the same single line is all there is', () => {
    const { container } = renderEditor(Editor, contentOf(key), { collapsed: true });
    expect(container.textContent).toBe(es[key].description);
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    renderEditor(Editor, contentOf(key));
    expect(screen.getByText(en[key].description)).toBeInTheDocument();
    expect(screen.queryByText(es[key].description)).not.toBeInTheDocument();
  });
});

describe('integration labels', () => {
  it('each type has a name, a short hint and a description, in Spanish and English', () => {
    expect(Object.keys(es).sort()).toEqual([...INTEGRATION_KEYS].sort());
    for (const key of INTEGRATION_KEYS) {
      for (const labels of [es[key], en[key]]) {
        expect(Object.keys(labels).sort()).toEqual(['description', 'typeHint', 'typeName']);
        expect(labels.typeHint.length, key).toBeLessThanOrEqual(90);
      }
      expect(en[key].description).not.toBe(es[key].description);
    }
  });
});
