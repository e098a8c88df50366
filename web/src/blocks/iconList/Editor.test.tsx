import { IMAGE_SIZES } from '@carta/domain/image-rules';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImageSelectorProps } from '../../widgets/ImageSelector/ImageSelector.tsx';
import { unsafeNodes, XSS_EMBEDS } from '../shared/xssPayloads.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const imageProps: ImageSelectorProps[] = [];
vi.mock('../../widgets/ImageSelector/ImageSelector.tsx', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../../widgets/ImageSelector/ImageSelector.tsx')>();
  return {
    ImageSelector: (props: ImageSelectorProps) => {
      imageProps.push(props);
      return original.ImageSelector(props);
    },
  };
});

const EMBED = '<iframe src="https://www.instagram.com/p/C1/embed"></iframe>';
const codeField = () => screen.getByRole('textbox', { name: 'Código de inserción de Instagram' });

describe('icon list editor (37)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders its defaults: icon, title, description and the Instagram code', () => {
    imageProps.length = 0;
    renderEditor(Editor, contentOf('iconList'));
    expect(screen.getByRole('button', { name: /Elegir imagen: Icono/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveValue('');
    expect(codeField()).toHaveValue('');
    // behaviour.md#limits: the icon is cropped to 200x200, aspect 1.
    expect(imageProps.at(-1)).toMatchObject({ aspect: 1, output: { width: 200, height: 200 } });
    expect(IMAGE_SIZES.iconList).toMatchObject({ width: 200, height: 200, aspect: 1 });
  });

  it('reports title and description under their schema names', async () => {
    const content = contentOf('iconList');
    const { patches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Título' }), 'S');
    expect(patches.at(-1)).toEqual({ IconListTitle: { es: 'S', en: '' } });
    expectValidPatch('iconList', content, patches.at(-1) ?? {});
    await user.type(screen.getByRole('textbox', { name: 'Descripción' }), 'D');
    expect(patches.at(-1)).toEqual({ IconListDescription: { es: 'D', en: '' } });
    expectValidPatch('iconList', content, patches.at(-1) ?? {});
  });

  it('clears the icon to null', async () => {
    const content = contentOf('iconList', { IconListImage: '/uploads/12/spa.webp' });
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: /Quitar imagen/ }));
    expect(patches.at(-1)).toEqual({ IconListImage: null });
    expectValidPatch('iconList', content, patches.at(-1) ?? {});
  });

  it('behaviour.md#editing: the Instagram code is stored after 500 ms, cleared, and set again 500 ms later', () => {
    vi.useFakeTimers();
    const content = contentOf('iconList');
    const { patches } = renderEditor(Editor, content);
    fireEvent.change(codeField(), { target: { value: EMBED } });
    act(() => vi.advanceTimersByTime(499));
    expect(patches).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(patches).toEqual([{ InstagramIframe: '' }]);
    act(() => vi.advanceTimersByTime(500));
    expect(patches).toEqual([{ InstagramIframe: '' }, { InstagramIframe: EMBED }]);
    for (const patch of patches) expectValidPatch('iconList', content, patch);
  });

  it.each(XSS_EMBEDS)('never lets %s reach the preview DOM', (payload) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderEditor(Editor, contentOf('iconList', { InstagramIframe: payload }));
    expect(unsafeNodes(screen.getByTestId('embed-preview'))).toEqual([]);
    expect(document.querySelector('script, img:not([src^="/"])')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('collapsed, shows only the title', () => {
    renderEditor(
      Editor,
      contentOf('iconList', { IconListTitle: { es: 'Spa y bienestar', en: 'Spa' } }),
      { collapsed: true },
    );
    expect(screen.getByText('Spa y bienestar')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
