import type { HoursMinutes } from '@carta/domain/duration';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { TimePicker } from './TimePicker.tsx';

const Harness = ({
  initial,
  onValue,
  disabled,
}: {
  initial: HoursMinutes | null;
  onValue: (value: HoursMinutes) => void;
  disabled?: boolean;
}) => {
  const [value, setValue] = useState(initial);
  return (
    <TimePicker
      label="Hora de apertura"
      value={value}
      disabled={disabled}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
};

const field = () => screen.getByRole('textbox', { name: 'Hora de apertura' });
const clock = () => screen.getByRole('button', { name: 'Abrir el reloj (Hora de apertura)' });

describe('TimePicker', () => {
  it('shows the value as HH:MM in a field that takes typing', () => {
    render(<Harness initial={{ hours: 8, minutes: 5 }} onValue={vi.fn()} />);
    expect(field()).toHaveValue('08:05');
    expect(field()).not.toHaveAttribute('readonly');
  });

  it('a typed time is reported as it reads, and shown as HH:MM once the field is left', async () => {
    const onValue = vi.fn();
    render(<Harness initial={{ hours: 8, minutes: 0 }} onValue={onValue} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '1930');
    expect(onValue).toHaveBeenLastCalledWith({ hours: 19, minutes: 30 });
    expect(field()).toHaveValue('1930');
    await userEvent.tab();
    expect(field()).toHaveValue('19:30');
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('text that cannot be a time turns red as it is typed and is not reported', async () => {
    const onValue = vi.fn();
    render(<Harness initial={{ hours: 8, minutes: 0 }} onValue={onValue} />);
    await userEvent.clear(field());
    await userEvent.type(field(), '25');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/Escriba una hora entre 00:00 y 23:59/)).toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalledWith({ hours: 25, minutes: 0 });
    expect(field()).toHaveValue('25');
  });

  it('a half-typed time is not red while typing, and is once the field is left', async () => {
    render(<Harness initial={null} onValue={vi.fn()} />);
    await userEvent.type(field(), '19:');
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue('19:');
  });

  it('opens a 290px 24-hour dialog; OK reports {hours, minutes}', async () => {
    const onValue = vi.fn();
    render(<Harness initial={{ hours: 8, minutes: 0 }} onValue={onValue} />);
    await userEvent.click(clock());
    const dialog = screen.getByRole('dialog', { name: 'Hora de apertura' });
    expect(dialog).toHaveStyle({ width: '290px' });
    // 24-hour clock: no AM/PM choice anywhere.
    expect(within(dialog).queryByText(/^(AM|PM|a\. m\.|p\. m\.)$/i)).not.toBeInTheDocument();

    const hours = within(dialog).getByRole('listbox');
    hours.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    // Enter moves the clock to the minutes.
    const minutes = within(dialog).getByRole('listbox');
    minutes.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));

    expect(onValue).toHaveBeenCalledExactlyOnceWith({ hours: 10, minutes: 2 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveValue('10:02');
  });

  it('reaches 13:00 and later (24-hour clock)', async () => {
    const onValue = vi.fn();
    render(<Harness initial={{ hours: 12, minutes: 0 }} onValue={onValue} />);
    await userEvent.click(clock());
    const dialog = screen.getByRole('dialog');
    within(dialog).getByRole('listbox').focus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(onValue).toHaveBeenCalledWith({ hours: 13, minutes: 0 });
  });

  it('Cancel closes without reporting', async () => {
    const onValue = vi.fn();
    render(<Harness initial={{ hours: 8, minutes: 0 }} onValue={onValue} />);
    await userEvent.click(clock());
    const dialog = screen.getByRole('dialog');
    within(dialog).getByRole('listbox').focus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onValue).not.toHaveBeenCalled();
    expect(field()).toHaveValue('08:00');
  });

  it('Escape closes without reporting', async () => {
    const onValue = vi.fn();
    render(<Harness initial={null} onValue={onValue} />);
    await userEvent.click(clock());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
    expect(field()).toHaveValue('');
  });

  it('OK without touching the clock keeps the value, even 24:00', async () => {
    const onValue = vi.fn();
    render(<Harness initial={{ hours: 24, minutes: 0 }} onValue={onValue} />);
    expect(field()).toHaveValue('24:00');
    await userEvent.click(clock());
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(onValue).toHaveBeenCalledWith({ hours: 24, minutes: 0 });
  });

  it('is reachable by keyboard: Tab to the field, Alt+Down opens the clock', async () => {
    render(<Harness initial={null} onValue={vi.fn()} />);
    await userEvent.tab();
    expect(field()).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('has a clock button with a label, in English too', async () => {
    await i18n.changeLanguage('en');
    render(<Harness initial={null} onValue={vi.fn()} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Open the clock (Hora de apertura)' }),
    );
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('takes neither typing nor the clock when disabled', () => {
    render(<Harness initial={{ hours: 8, minutes: 0 }} onValue={vi.fn()} disabled />);
    expect(field()).toBeDisabled();
    expect(clock()).toBeDisabled();
  });
});
