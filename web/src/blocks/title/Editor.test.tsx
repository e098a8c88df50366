import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { TitleEditor } from './Editor.tsx';

afterEach(() => vi.restoreAllMocks());

describe('Title editor (2)', () => {
  it('renders its defaults and reports the typed title as a valid patch', async () => {
    const content = contentOf('title');
    const { patches } = renderEditor(TitleEditor, content);
    await userEvent.click(screen.getByRole('textbox', { name: 'Título' }));
    await userEvent.paste('Hola');
    expect(patches.at(-1)).toEqual({ Title: { es: 'Hola', en: '' } });
    for (const patch of patches) expectValidPatch('title', content, patch);
  });

  it('offers machine translation when the enterprise has a provider, and applies its answer', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ data: { es: 'Hola', en: 'Hello' } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const content = contentOf('title', { Title: { es: 'Hola', en: '' } });
    const { patches } = renderEditor(TitleEditor, content, {
      enterprise: { TranslationProvider: 'deepl' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Traducir automáticamente' }));
    await waitFor(() => expect(patches.at(-1)).toEqual({ Title: { es: 'Hola', en: 'Hello' } }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/enterprises\/12\/deepl-translate$/);
    expectValidPatch('title', content, patches.at(-1) ?? {});
  });

  it('has no translate button without a provider', () => {
    renderEditor(TitleEditor, contentOf('title'));
    expect(
      screen.queryByRole('button', { name: 'Traducir automáticamente' }),
    ).not.toBeInTheDocument();
  });

  it('collapsed, shows only the title in the current locale', () => {
    renderEditor(TitleEditor, contentOf('title', { Title: { es: 'Bienvenidos', en: 'Welcome' } }), {
      collapsed: true,
    });
    expect(screen.getByText('Bienvenidos')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('collapsed without a title says so', () => {
    renderEditor(TitleEditor, contentOf('title'), { collapsed: true });
    expect(screen.getByText('(sin título)')).toBeInTheDocument();
  });
});
