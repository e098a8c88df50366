import type { ColorMode } from '@carta/domain/color';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ColorPicker } from './ColorPicker.tsx';

const Harness = ({
  initial,
  onValue,
  mode,
}: {
  initial: string | null;
  onValue: (value: string | null) => void;
  mode?: ColorMode;
}) => {
  const [value, setValue] = useState(initial);
  return (
    <ColorPicker
      label="Color del texto"
      value={value}
      mode={mode}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
};

const opener = () => screen.getByRole('button', { name: /Color del texto/ });
const BLACK = 'rgb(0, 0, 0)';
const WHITE = 'rgb(255, 255, 255)';

describe('ColorPicker', () => {
  // Recent colours live in localStorage: each test starts without any.
  beforeEach(() => localStorage.clear());

  it("shows the default white '#fff' with a black label when there is no colour", () => {
    render(<Harness initial={null} onValue={vi.fn()} />);
    expect(opener()).toHaveTextContent('Sin color');
    expect(opener()).toHaveStyle({ backgroundColor: WHITE, color: BLACK });
    expect(opener()).toHaveAttribute('data-ink', 'black');
  });

  it('label is black on light colours and white on dark ones', () => {
    const { unmount } = render(<Harness initial="#FFFF00" onValue={vi.fn()} />);
    expect(opener()).toHaveStyle({ backgroundColor: 'rgb(255, 255, 0)', color: BLACK });
    unmount();
    render(<Harness initial="#000055" onValue={vi.fn()} />);
    expect(opener()).toHaveStyle({ backgroundColor: 'rgb(0, 0, 85)', color: WHITE });
    expect(opener()).toHaveAttribute('data-ink', 'white');
  });

  it('offers the fifteen swatches named by their hex', async () => {
    render(<Harness initial="#AA0000" onValue={vi.fn()} />);
    await userEvent.click(opener());
    const swatches = within(screen.getByRole('group', { name: 'Colores predefinidos' }));
    expect(swatches.getAllByRole('button')).toHaveLength(15);
    expect(swatches.getByRole('button', { name: '#AA0000' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(swatches.getByRole('button', { name: '#FF0000' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('picking a swatch closes the dialog and reports the colour', async () => {
    const onValue = vi.fn();
    render(<Harness initial={null} onValue={onValue} />);
    await userEvent.click(opener());
    await userEvent.click(screen.getByRole('button', { name: '#0000AA' }));
    expect(onValue).toHaveBeenCalledExactlyOnceWith('#0000AA');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A dark swatch flips the label to white.
    expect(opener()).toHaveStyle({ color: WHITE });
    expect(opener()).toHaveTextContent('#0000AA');
  });

  it('in hexa mode a swatch is reported opaque, #RRGGBBAA', async () => {
    const onValue = vi.fn();
    render(<Harness initial={null} onValue={onValue} mode="hexa" />);
    await userEvent.click(opener());
    await userEvent.click(screen.getByRole('button', { name: '#00AA00' }));
    expect(onValue).toHaveBeenCalledWith('#00AA00FF');
  });

  it("'clear' sets no colour (null) and closes", async () => {
    const onValue = vi.fn();
    render(<Harness initial="#FF0000" onValue={onValue} />);
    await userEvent.click(opener());
    await userEvent.click(screen.getByRole('button', { name: 'Quitar color' }));
    expect(onValue).toHaveBeenCalledExactlyOnceWith(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveTextContent('Sin color');
  });

  it('a valid hex typed is reported as it is typed', async () => {
    const onValue = vi.fn();
    render(<Harness initial={null} onValue={onValue} />);
    await userEvent.click(opener());
    const hex = screen.getByRole('textbox', { name: 'Hexadecimal' });
    await userEvent.type(hex, '#0a0');
    expect(onValue).toHaveBeenLastCalledWith('#00AA00');
    await userEvent.type(hex, 'b0c');
    expect(onValue).toHaveBeenLastCalledWith('#0A0B0C');
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an invalid hex is refused with a clear message', async () => {
    const onValue = vi.fn();
    render(<Harness initial="#FF0000" onValue={onValue} />);
    await userEvent.click(opener());
    const hex = screen.getByRole('textbox', { name: 'Hexadecimal' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#12345g');
    expect(hex).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Escriba un color como #FF0000 o #F00')).toBeInTheDocument();
    // Only the prefixes that were valid colours on the way ('#123') reached the owner.
    expect(onValue.mock.calls.flat()).toEqual(['#112233']);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('hex mode refuses an alpha value; hexa mode takes it', async () => {
    const onValue = vi.fn();
    const { unmount } = render(<Harness initial={null} onValue={onValue} />);
    await userEvent.click(opener());
    await userEvent.type(screen.getByRole('textbox', { name: 'Hexadecimal' }), '#ff000080');
    expect(onValue).toHaveBeenLastCalledWith('#FF0000');
    expect(screen.getByRole('textbox', { name: 'Hexadecimal' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    unmount();

    const onHexa = vi.fn();
    render(<Harness initial={null} onValue={onHexa} mode="hexa" />);
    await userEvent.click(opener());
    await userEvent.type(screen.getByRole('textbox', { name: 'Hexadecimal' }), '#ff000080');
    expect(onHexa).toHaveBeenLastCalledWith('#FF000080');
  });

  it('the system colour chooser reports its colour', async () => {
    const onValue = vi.fn();
    render(<Harness initial="#FF0000" onValue={onValue} />);
    await userEvent.click(opener());
    fireEvent.change(screen.getByLabelText('Elegir en la paleta del sistema'), {
      target: { value: '#123456' },
    });
    expect(onValue).toHaveBeenLastCalledWith('#123456');
    expect(screen.getByRole('textbox', { name: 'Hexadecimal' })).toHaveValue('#123456');
  });

  it('hexa mode has an opacity slider that keeps the colour', async () => {
    const onValue = vi.fn();
    render(<Harness initial="#00AAAAFF" onValue={onValue} mode="hexa" />);
    await userEvent.click(opener());
    const opacity = screen.getByRole('slider', { name: 'Opacidad' });
    expect(opacity).toHaveValue('100');
    opacity.focus();
    await userEvent.keyboard('{Home}');
    expect(onValue).toHaveBeenLastCalledWith('#00AAAA00');
  });

  it('hex mode has no opacity slider', async () => {
    render(<Harness initial="#00AAAA" onValue={vi.fn()} />);
    await userEvent.click(opener());
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('Close and Escape close without reporting', async () => {
    const onValue = vi.fn();
    render(<Harness initial="#FF0000" onValue={onValue} />);
    await userEvent.click(opener());
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(opener());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
  });

  it('an unreadable stored colour shows white, and the dialog says why', async () => {
    render(<Harness initial="rojo" onValue={vi.fn()} />);
    expect(opener()).toHaveStyle({ backgroundColor: WHITE, color: BLACK });
    await userEvent.click(opener());
    expect(screen.getByRole('textbox', { name: 'Hexadecimal' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
