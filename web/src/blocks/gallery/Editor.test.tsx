import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../../api/uploads.ts';
import { cropImageToBlob } from '../../widgets/ImageSelector/cropImage.ts';
import {
  chooseFile,
  imageFile,
  loadChosenImage,
  stubObjectUrls,
} from '../../widgets/ImageSelector/testing.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

vi.mock('../../api/uploads.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/uploads.ts')>()),
  uploadFile: vi.fn(async () => '/uploads/12/new.webp'),
}));
// jsdom has no canvas: the crop is drawn by a stand-in that records the output size.
vi.mock('../../widgets/ImageSelector/cropImage.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../widgets/ImageSelector/cropImage.ts')>()),
  cropImageToBlob: vi.fn(async () => new Blob(['c'], { type: 'image/webp' })),
}));

const images = (n: number) => Array.from({ length: n }, (_, i) => `/uploads/12/g${i + 1}.webp`);
const sliderSwitch = () => screen.getByRole('switch', { name: 'Mostrar como carrusel' });
const heightField = () => screen.getByRole('textbox', { name: 'Altura forzada en móviles' });

describe('gallery editor (7)', () => {
  beforeEach(() => {
    stubObjectUrls();
    vi.mocked(uploadFile).mockClear();
  });

  it('renders its defaults: slider off, no mobile height, an empty gallery of at most 12', () => {
    renderEditor(Editor, contentOf('gallery'));
    expect(sliderSwitch()).not.toBeChecked();
    expect(
      screen.queryByRole('textbox', { name: 'Altura forzada en móviles' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir imagen' })).toBeInTheDocument();
    expect(screen.getByText('0 imágenes de 12 como máximo')).toBeInTheDocument();
  });

  it('GallerySlider on shows the forced mobile height', async () => {
    const content = contentOf('gallery');
    const view = renderEditor(Editor, content);
    await userEvent.click(sliderSwitch());
    expect(view.patches).toEqual([{ GallerySlider: true }]);
    expectValidPatch('gallery', content, { GallerySlider: true });
    view.applyPatches();
    expect(heightField()).toHaveValue('');
  });

  it('reports GalleryMobileHeight as whole pixels, and empty as null', async () => {
    const content = contentOf('gallery', { GallerySlider: true, GalleryMobileHeight: 250 });
    const { patches } = renderEditor(Editor, content);
    await userEvent.clear(heightField());
    await userEvent.type(heightField(), '300');
    expect(patches).toEqual([
      { GalleryMobileHeight: null },
      { GalleryMobileHeight: 3 },
      { GalleryMobileHeight: 30 },
      { GalleryMobileHeight: 300 },
    ]);
    for (const patch of patches) expectValidPatch('gallery', content, patch);
  });

  it('refuses a height above 1000 or not a number, with a message, storing nothing', async () => {
    const content = contentOf('gallery', { GallerySlider: true, GalleryMobileHeight: 250 });
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(heightField(), '0');
    expect(heightField()).toHaveValue('2500');
    await userEvent.tab();
    expect(patches).toEqual([]);
    expect(heightField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/entre 0 y 1000/)).toBeInTheDocument();
    await userEvent.clear(heightField());
    await userEvent.type(heightField(), '-5');
    expect(patches).toEqual([{ GalleryMobileHeight: null }]);
  });

  it('adds an image cropped to 1280x853, appended to Images', async () => {
    const content = contentOf('gallery', { Images: images(2) });
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: 'Añadir imagen' }));
    await chooseFile(imageFile(1000, 'image/jpeg', 'playa.jpg'));
    await loadChosenImage(1600, 1200);
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(patches).toEqual([{ Images: [...images(2), '/uploads/12/new.webp'] }]),
    );
    expect(vi.mocked(cropImageToBlob).mock.calls[0]?.[2]).toEqual({ width: 1280, height: 853 });
    expectValidPatch('gallery', content, patches[0] ?? {});
  });

  it('deletes an image by its source, after confirmation', async () => {
    const content = contentOf('gallery', { Images: images(3) });
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar imagen 2' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    expect(patches).toEqual([{ Images: ['/uploads/12/g1.webp', '/uploads/12/g3.webp'] }]);
  });

  it('limit 12: the add tile hides at 12 images and shows at 11', () => {
    const view = renderEditor(Editor, contentOf('gallery', { Images: images(12) }));
    expect(screen.queryByRole('button', { name: 'Añadir imagen' })).not.toBeInTheDocument();
    expect(screen.getByText('12 imágenes de 12 como máximo')).toBeInTheDocument();
    expectValidPatch('gallery', contentOf('gallery'), { Images: images(12) });
    expect(() =>
      expectValidPatch('gallery', contentOf('gallery'), { Images: images(13) }),
    ).toThrow();
    view.unmount();
    renderEditor(Editor, contentOf('gallery', { Images: images(11) }));
    expect(screen.getByRole('button', { name: 'Añadir imagen' })).toBeInTheDocument();
  });

  it("collapsed, shows only 'N imágenes'", () => {
    const view = renderEditor(Editor, contentOf('gallery', { Images: images(3) }), {
      collapsed: true,
    });
    expect(screen.getByText('3 imágenes')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    view.unmount();
    renderEditor(Editor, contentOf('gallery', { Images: images(1), GallerySlider: true }), {
      collapsed: true,
    });
    expect(screen.getByText('1 imagen · carrusel')).toBeInTheDocument();
  });
});
