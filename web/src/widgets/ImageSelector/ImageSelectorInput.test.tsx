import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubObjectUrls } from '../../test/objectUrls.ts';
import { ImageSelectorInput, type ImageSelectorInputProps } from './ImageSelectorInput.tsx';

const Harness = (
  props: Partial<ImageSelectorInputProps> & { onValue?: (v: string | null) => void },
) => {
  const { onValue, value: initial = null, ...rest } = props;
  const [value, setValue] = useState<string | null | undefined>(initial);
  return (
    <ImageSelectorInput
      upload={vi.fn()}
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
};

describe('ImageSelectorInput', () => {
  beforeEach(() => {
    stubObjectUrls();
  });

  it('shows the placeholder /img/default.png without an image', () => {
    render(<Harness label="Logo" />);
    const image = screen.getByRole('img', { name: 'Logo: sin imagen' });
    expect(image.getAttribute('src')).toMatch(/\/img\/default\.png$/);
  });

  it('shows the current image', () => {
    render(<Harness label="Logo" value="/uploads/12/logo.webp" />);
    expect(screen.getByRole('img', { name: 'Logo' })).toHaveAttribute(
      'src',
      '/uploads/12/logo.webp',
    );
  });

  it('clears the image with the red X badge when clearable', async () => {
    const onValue = vi.fn();
    render(<Harness value="/uploads/12/a.webp" clearable onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Quitar imagen: Imagen' }));
    expect(onValue).toHaveBeenCalledWith(null);
    expect(screen.getByRole('img', { name: 'Imagen: sin imagen' })).toBeInTheDocument();
    // Nothing left to clear: the badge goes.
    expect(screen.queryByRole('button', { name: /Quitar imagen/ })).not.toBeInTheDocument();
  });

  it('offers no clear badge unless clearable', () => {
    render(<Harness value="/uploads/12/a.webp" />);
    expect(screen.queryByRole('button', { name: /Quitar imagen/ })).not.toBeInTheDocument();
  });

  it("opens the fullscreen 'Seleccionar imagen' dialog from the button, with Close and OK", async () => {
    render(<Harness label="Logo" />);
    await userEvent.click(screen.getByRole('button', { name: 'Elegir imagen: Logo' }));
    const dialog = screen.getByRole('dialog', { name: 'Seleccionar imagen' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeEnabled();
    // Nothing chosen yet: nothing to send.
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Subir original' })).not.toBeInTheDocument();
  });

  it("shows 'Subir original' only with allowOriginal", async () => {
    render(<Harness allowOriginal />);
    await userEvent.click(screen.getByRole('button', { name: 'Elegir imagen: Imagen' }));
    expect(screen.getByRole('button', { name: 'Subir original' })).toBeDisabled();
  });

  it('closes the dialog with Escape, the value unchanged', async () => {
    const onValue = vi.fn();
    render(<Harness value="/uploads/12/a.webp" onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Elegir imagen: Imagen' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('opens nothing when disabled', async () => {
    render(<Harness value="/uploads/12/a.webp" clearable disabled />);
    expect(screen.getByRole('button', { name: 'Elegir imagen: Imagen' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Quitar imagen: Imagen' })).toBeDisabled();
    await userEvent.click(screen.getByRole('img', { name: 'Imagen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
