import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

/** jsdom cannot type into contenteditable: change the paragraph as the browser would. */
const typeInto = async (editor: HTMLElement, text: string) => {
  await act(async () => {
    editor.querySelector('p')?.replaceChildren(document.createTextNode(text));
    // Quill reads the change from its MutationObserver.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
};

describe('Q&A editor (63)', () => {
  it('renders its defaults: a question field and a rich-text answer', async () => {
    renderEditor(Editor, contentOf('qAndA'));
    expect(screen.getByRole('textbox', { name: 'Pregunta' })).toHaveValue('');
    expect(await screen.findByRole('textbox', { name: 'Respuesta' })).toHaveAttribute(
      'contenteditable',
      'true',
    );
  });

  it('reports the question as a translatable patch', async () => {
    const content = contentOf('qAndA');
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('textbox', { name: 'Pregunta' }));
    await userEvent.paste('¿A qué hora es el desayuno?');
    expect(patches.at(-1)).toEqual({
      QAndAQuestion: { es: '¿A qué hora es el desayuno?', en: '' },
    });
    expectValidPatch('qAndA', content, patches.at(-1) ?? {});
  });

  it('reports the answer as rich-text HTML in the edited language', async () => {
    const content = contentOf('qAndA', { QAndAAnswer: { es: '<p>x</p>', en: '<p>y</p>' } });
    const { patches } = renderEditor(Editor, content);
    await typeInto(await screen.findByRole('textbox', { name: 'Respuesta' }), 'De 7 a 10');
    await waitFor(() =>
      expect(patches.at(-1)).toEqual({ QAndAAnswer: { es: '<p>De 7 a 10</p>', en: '<p>y</p>' } }),
    );
    expectValidPatch('qAndA', content, patches.at(-1) ?? {});
  });

  it('collapsed, shows only the question', () => {
    renderEditor(
      Editor,
      contentOf('qAndA', { QAndAQuestion: { es: '¿Hay parking?', en: 'Parking?' } }),
      { collapsed: true },
    );
    expect(screen.getByText('¿Hay parking?')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('collapsed without a question says so', () => {
    renderEditor(Editor, contentOf('qAndA'), { collapsed: true });
    expect(screen.getByText('(sin pregunta)')).toBeInTheDocument();
  });
});
