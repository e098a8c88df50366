import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from './testing.tsx';
import { TitleEditor } from './title/Editor.tsx';

describe('renderEditor', () => {
  it('renders an editor from its defaults and records valid patches', async () => {
    const content = contentOf('title');
    const { patches } = renderEditor(TitleEditor, content);
    await userEvent.type(screen.getByRole('textbox', { name: 'Título' }), 'H');
    expect(patches.at(-1)).toEqual({ Title: { es: 'H', en: '' } });
    expectValidPatch('title', content, patches.at(-1) ?? {});
  });
});
