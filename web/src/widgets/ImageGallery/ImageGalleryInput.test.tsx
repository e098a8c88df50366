import { GALLERY_BLOCK_MAX_IMAGES } from '@carta/domain/image-rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CropImage } from '../ImageSelector/cropImage.ts';
import {
  chooseFile,
  imageFile,
  loadChosenImage,
  stubObjectUrls,
} from '../ImageSelector/testing.ts';
import type { ImageUpload } from '../ImageSelector/types.ts';
import { ImageGalleryInput, type ImageGalleryInputProps } from './ImageGalleryInput.tsx';

const images = (count: number) => Array.from({ length: count }, (_, i) => `/uploads/12/${i}.webp`);

const setup = (initial: string[], props: Partial<ImageGalleryInputProps> = {}) => {
  const onValue = vi.fn();
  const Harness = () => {
    const [value, setValue] = useState(initial);
    return (
      <ImageGalleryInput
        upload={vi.fn<ImageUpload>()}
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    );
  };
  render(<Harness />);
  return { onValue };
};

const addTile = () => screen.queryByRole('button', { name: 'Añadir imagen' });

describe('ImageGalleryInput', () => {
  beforeEach(() => {
    stubObjectUrls();
  });

  it('shows each image as a thumbnail with its own delete button', () => {
    setup(images(3));
    const thumbnails = screen.getAllByRole('img', { name: /^Imagen \d de 3$/ });
    expect(thumbnails.map((img) => img.getAttribute('src'))).toEqual(images(3));
    expect(screen.getAllByRole('button', { name: /^Eliminar imagen \d$/ })).toHaveLength(3);
  });

  it('behaviour.md#widgets/behaviour.md#validation shows the add tile below the limit of 12 and hides it at 12', () => {
    setup(images(GALLERY_BLOCK_MAX_IMAGES - 1), { limit: GALLERY_BLOCK_MAX_IMAGES });
    expect(addTile()).toBeInTheDocument();
    expect(screen.getByText('11 imágenes de 12 como máximo')).toBeInTheDocument();
  });

  it('behaviour.md#widgets hides the add tile once the count reaches the limit', () => {
    setup(images(GALLERY_BLOCK_MAX_IMAGES), { limit: GALLERY_BLOCK_MAX_IMAGES });
    expect(addTile()).not.toBeInTheDocument();
  });

  it('behaviour.md#widgets shows the add tile with no limit, however many images', () => {
    setup(images(30));
    expect(addTile()).toBeInTheDocument();
  });

  it('behaviour.md#widgets shows the add tile when there are no images, whatever the limit', () => {
    setup([], { limit: 0 });
    expect(addTile()).toBeInTheDocument();
  });

  it('asks before deleting, then removes the image by its source', async () => {
    const { onValue } = setup(images(3));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar imagen 2' }));
    const confirm = screen.getByRole('dialog', { name: 'Confirmar eliminación' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(onValue).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByRole('img', { name: /^Imagen/ })).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Eliminar imagen 2' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Confirmar eliminación' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );
    expect(onValue).toHaveBeenCalledWith(['/uploads/12/0.webp', '/uploads/12/2.webp']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('behaviour.md#editing deleting removes every copy of that source', async () => {
    const { onValue } = setup(['/a.webp', '/b.webp', '/a.webp']);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar imagen 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onValue).toHaveBeenCalledWith(['/b.webp']);
  });

  it('adds an image cropped to 1280x853 at 4:3, appended, and the picker reset', async () => {
    const upload = vi.fn<ImageUpload>(async () => '/uploads/12/added.webp');
    const cropImage = vi.fn<CropImage>(async () => new Blob(['x'], { type: 'image/webp' }));
    const { onValue } = setup(images(2), { upload, cropImage, limit: 12 });
    await userEvent.click(addTile() as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Seleccionar imagen' })).toBeInTheDocument();
    await chooseFile(imageFile(5000, 'image/jpeg', 'playa.jpg'));
    await loadChosenImage(1600, 1600);
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));

    // A square photo: full width, 3/4 of the height, centred.
    expect(cropImage).toHaveBeenCalledWith(
      expect.anything(),
      { x: 0, y: 200, width: 1600, height: 1200 },
      { width: 1280, height: 853 },
    );
    expect(upload).toHaveBeenCalledWith(expect.any(Blob), null, expect.any(Function));
    await waitFor(() =>
      expect(onValue).toHaveBeenCalledWith([...images(2), '/uploads/12/added.webp']),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(addTile() as HTMLElement);
    expect(screen.queryByAltText('Imagen elegida para recortar')).not.toBeInTheDocument();
  });

  it('disables delete and add when disabled', () => {
    setup(images(1), { disabled: true });
    expect(screen.getByRole('button', { name: 'Eliminar imagen 1' })).toBeDisabled();
    expect(addTile()).toBeDisabled();
  });
});
