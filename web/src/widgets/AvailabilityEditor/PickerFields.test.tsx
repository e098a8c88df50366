import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, PickersProvider, TimeField } from './PickerFields.tsx';

const DateHarness = ({ onValue }: { onValue: (value: string | null) => void }) => {
  const [value, setValue] = useState<string | null>('2026-03-10T00:00:00');
  return (
    <PickersProvider>
      <DateField
        label="Fecha de inicio"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </PickersProvider>
  );
};

const TimeHarness = ({ onValue }: { onValue: (value: number) => void }) => {
  const [value, setValue] = useState(120);
  return (
    <PickersProvider>
      <TimeField
        label="Hora de inicio"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </PickersProvider>
  );
};

/** The field's text, once the closing dialog no longer hides the page from the accessibility tree. */
const fieldText = async (name: string) =>
  ((await screen.findByRole('textbox', { name })) as HTMLInputElement).value;

/** The clock is driven by the keyboard, as a keyboard user would (its numbers take no clicks). */
const clockKeys = async (dialog: HTMLElement, keys: string) => {
  within(dialog).getByRole('listbox').focus();
  await userEvent.keyboard(keys);
};

describe('DateField (start date picker dialog with Cancelar and Aceptar)', () => {
  it('Cancel leaves the date unchanged', async () => {
    const onValue = vi.fn();
    render(<DateHarness onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Elegir Fecha de inicio' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '12' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onValue).not.toHaveBeenCalled();
    expect(await fieldText('Fecha de inicio')).toBe('10/03/2026');
  });

  it('Escape closes the dialog without changing the date', async () => {
    const onValue = vi.fn();
    render(<DateHarness onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Elegir Fecha de inicio' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '20' }));
    await userEvent.keyboard('{Escape}');
    expect(onValue).not.toHaveBeenCalled();
    expect(await fieldText('Fecha de inicio')).toBe('10/03/2026');
  });

  it('Aceptar sets the chosen date as YYYY-MM-DD', async () => {
    const onValue = vi.fn();
    render(<DateHarness onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Elegir Fecha de inicio' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '12' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(onValue).toHaveBeenCalledTimes(1);
    expect(onValue).toHaveBeenCalledWith('2026-03-12');
    expect(await fieldText('Fecha de inicio')).toBe('12/03/2026');
  });
});

describe('TimeField (24-hour picker, minutes since midnight)', () => {
  it('shows the minutes as HH:MM and reports the chosen time in minutes on Aceptar', async () => {
    const onValue = vi.fn();
    render(<TimeHarness onValue={onValue} />);
    expect(await fieldText('Hora de inicio')).toBe('02:00');
    await userEvent.click(screen.getByRole('button', { name: 'Elegir Hora de inicio' }));
    const dialog = await screen.findByRole('dialog');
    // 02 → 12 → 13 hours, Enter; then 0 → 30 minutes, Enter.
    await clockKeys(dialog, '{PageUp}{PageUp}{ArrowUp}{Enter}');
    await clockKeys(dialog, '{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{Enter}');
    expect(onValue).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(onValue).toHaveBeenCalledWith(13 * 60 + 30);
    expect(await fieldText('Hora de inicio')).toBe('13:30');
  });

  it('Cancel keeps the time', async () => {
    const onValue = vi.fn();
    render(<TimeHarness onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Elegir Hora de inicio' }));
    const dialog = await screen.findByRole('dialog');
    await clockKeys(dialog, '{PageUp}{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onValue).not.toHaveBeenCalled();
    expect(await fieldText('Hora de inicio')).toBe('02:00');
  });
});

describe('both fields take no typing: they open their dialog instead (one behaviour for every picker)', () => {
  it('the date field is read-only and opens the calendar on Enter', async () => {
    const onValue = vi.fn();
    render(<DateHarness onValue={onValue} />);
    const field = screen.getByRole('textbox', { name: 'Fecha de inicio' });
    expect(field).toHaveAttribute('readonly');
    field.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'OK' })).toBeNull();
  });

  it('the time field takes typing, and its button opens the clock', async () => {
    render(<TimeHarness onValue={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Hora de inicio' });
    expect(field).not.toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Elegir Hora de inicio' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeInTheDocument();
  });
});
