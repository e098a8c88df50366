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

describe('TimePicker', () => {
  it('shows the value as HH:MM in a read-only field', () => {
    render(<Harness initial={{ hours: 8, minutes: 5 }} onValue={vi.fn()} />);
    expect(field()).toHaveValue('08:05');
    expect(field()).toHaveAttribute('readonly');
  });

  it('opens a 290px 24-hour dialog; OK reports {hours, minutes}', async () => {
    const onValue = vi.fn();
    render(<Harness initial={{ hours: 8, minutes: 0 }} onValue={onValue} />);
    await userEvent.click(field());
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
    await userEvent.click(field());
    const dialog = screen.getByRole('dialog');
    within(dialog).getByRole('listbox').focus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(onValue).toHaveBeenCalledWith({ hours: 13, minutes: 0 });
  });

  it('Cancel closes without reporting', async () => {
    const onValue = vi.fn();
    render(<Harness initial={{ hours: 8, minutes: 0 }} onValue={onValue} />);
    await userEvent.click(field());
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
    await userEvent.click(field());
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
    expect(field()).toHaveValue('');
  });

  it('OK without touching the clock keeps the value, even 24:00', async () => {
    const onValue = vi.fn();
    render(<Harness initial={{ hours: 24, minutes: 0 }} onValue={onValue} />);
    expect(field()).toHaveValue('24:00');
    await userEvent.click(field());
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(onValue).toHaveBeenCalledWith({ hours: 24, minutes: 0 });
  });

  it('is reachable by keyboard: Tab to the field, Enter opens', async () => {
    render(<Harness initial={null} onValue={vi.fn()} />);
    await userEvent.tab();
    expect(field()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
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

  it('does not open when disabled', async () => {
    render(<Harness initial={{ hours: 8, minutes: 0 }} onValue={vi.fn()} disabled />);
    await userEvent.click(field());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
