import { IMAGE_SIZES } from '@carta/domain/image-rules';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import type { ImageSelectorProps } from '../../widgets/ImageSelector/ImageSelector.tsx';
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

const last = (patches: readonly Record<string, unknown>[]) => patches.at(-1) ?? {};

describe('product editor (30)', () => {
  it('renders its defaults with every field of behaviour.md#blocks', () => {
    renderEditor(Editor, contentOf('product'));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Precio' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'En promoción' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveValue('');
    expect(screen.getByRole('button', { name: /Elegir imagen/ })).toBeInTheDocument();
  });

  it('reports each field under its schema name, and the schema accepts it', async () => {
    const content = contentOf('product');
    const { patches } = renderEditor(Editor, content);
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'V');
    expect(last(patches)).toEqual({ ProductName: { es: 'V', en: '' } });
    expectValidPatch('product', content, last(patches));

    await user.type(screen.getByRole('textbox', { name: 'Descripción' }), 'D');
    expect(last(patches)).toEqual({ ProductDescription: { es: 'D', en: '' } });
    expectValidPatch('product', content, last(patches));

    await user.type(screen.getByRole('textbox', { name: 'Precio' }), '9');
    expect(last(patches)).toEqual({ ProductPrice: '9' });
    expectValidPatch('product', content, last(patches));

    await user.click(screen.getByRole('checkbox', { name: 'En promoción' }));
    expect(last(patches)).toEqual({ ProductPromotion: true });
    expectValidPatch('product', content, last(patches));

    await user.type(screen.getByRole('textbox', { name: 'Nota' }), 'N');
    expect(last(patches)).toEqual({ ProductNote: { es: 'N', en: '' } });
    expectValidPatch('product', content, last(patches));
  });

  it('limits the free-text price to what the schema stores (100 characters)', () => {
    renderEditor(Editor, contentOf('product'));
    expect(screen.getByRole('textbox', { name: 'Precio' })).toHaveAttribute('maxlength', '100');
  });

  it('crops the image to 600x600, aspect 1 (behaviour.md#limits), and clears it to null', async () => {
    imageProps.length = 0;
    const content = contentOf('product', { ProductImage: '/uploads/12/queso.webp' });
    const { patches } = renderEditor(Editor, content);
    expect(imageProps.at(-1)).toMatchObject({
      aspect: 1,
      output: { width: IMAGE_SIZES.product.width, height: IMAGE_SIZES.product.height },
    });
    expect(IMAGE_SIZES.product).toMatchObject({ width: 600, height: 600 });
    await userEvent.click(screen.getByRole('button', { name: /Quitar imagen/ }));
    expect(last(patches)).toEqual({ ProductImage: null });
    expectValidPatch('product', content, last(patches));
  });

  it('collapsed, shows only the name in the content language cut to 20 characters plus "..."', async () => {
    const content = contentOf('product', {
      ProductName: { es: 'Masaje relajante de espalda', en: 'Relaxing back massage' },
    });
    const { unmount } = renderEditor(Editor, content, { collapsed: true });
    expect(screen.getByText('Masaje relajante de...')).toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    unmount();

    await i18n.changeLanguage('en');
    const english = renderEditor(Editor, content, { collapsed: true });
    expect(screen.getByText('Masaje relajante de...')).toBeInTheDocument();
    english.unmount();
    renderEditor(Editor, content, { collapsed: true, contentLanguage: 'en' });
    expect(screen.getByText('Relaxing back massag...')).toBeInTheDocument();
  });

  it('collapsed without a name says so instead of an empty line', () => {
    renderEditor(Editor, contentOf('product'), { collapsed: true });
    expect(screen.getByText('Producto sin nombre')).toBeInTheDocument();
  });
});
