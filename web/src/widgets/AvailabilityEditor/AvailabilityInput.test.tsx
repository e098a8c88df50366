import { defaultAvailability } from '@carta/domain/availability';
import type { AvailabilityValue } from '@carta/domain/availability-form';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { AvailabilityInput } from './AvailabilityInput.tsx';

const temp = (a: Partial<AvailabilityValue> = {}): AvailabilityValue => ({
  ...defaultAvailability(),
  IsTemp: true,
  ...a,
});

const setup = (
  initial: AvailabilityValue,
  props: { disabled?: boolean; timeZone?: string | null } = {},
) => {
  const onValue = vi.fn<(value: AvailabilityValue) => void>();
  const Harness = () => {
    const [value, setValue] = useState(initial);
    return (
      <AvailabilityInput
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
  return { onValue, last: () => onValue.mock.lastCall?.[0] };
};

const field = (name: string) => screen.queryByRole('textbox', { name });
const box = (name: string) => screen.getByRole('checkbox', { name });

describe('AvailabilityInput: visibility (behaviour.md#widgets, behaviour.md#editing)', () => {
  it("shows only 'Temporal' while not temporary; ticking it shows the rest", async () => {
    const { last } = setup(defaultAvailability());
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(field('Fecha de inicio')).not.toBeInTheDocument();
    await userEvent.click(box('Temporal'));
    expect(last()?.IsTemp).toBe(true);
    expect(screen.getByRole('radiogroup', { name: 'Periodicidad' })).toBeInTheDocument();
    expect(box('A cualquier hora')).toBeChecked();
    expect(field('Fecha de inicio')).toBeInTheDocument();
    expect(box('Sin fecha de fin')).toBeChecked();
  });

  it("toggling 'A cualquier hora' hides and shows the start and end times", async () => {
    setup(temp());
    expect(field('Hora de inicio')).not.toBeInTheDocument();
    await userEvent.click(box('A cualquier hora'));
    expect(field('Hora de inicio')).toBeInTheDocument();
    expect(field('Hora de fin')).toBeInTheDocument();
    await userEvent.click(box('A cualquier hora'));
    expect(field('Hora de inicio')).not.toBeInTheDocument();
    expect(field('Hora de fin')).not.toBeInTheDocument();
  });

  it("the end date shows only while 'Sin fecha de fin' is off", async () => {
    setup(temp());
    expect(field('Fecha de fin')).not.toBeInTheDocument();
    await userEvent.click(box('Sin fecha de fin'));
    expect(field('Fecha de fin')).toBeInTheDocument();
  });

  it("one day hides 'Sin fecha de fin' and the end date and labels the start 'Fecha'", async () => {
    const { last } = setup(temp({ IsAllDays: false }));
    expect(field('Fecha de fin')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Un día' }));
    expect(last()?.Per).toBe(1);
    expect(screen.queryByRole('checkbox', { name: 'Sin fecha de fin' })).not.toBeInTheDocument();
    expect(field('Fecha de fin')).not.toBeInTheDocument();
    expect(field('Fecha')).toBeInTheDocument();
    expect(field('Fecha de inicio')).not.toBeInTheDocument();
  });

  it('recurrence options only for Recurrencia', async () => {
    const { last } = setup(temp());
    expect(screen.queryByRole('radiogroup', { name: 'Repetir' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Recurrencia' }));
    expect(last()?.Per).toBe(2);
    expect(screen.getByRole('radiogroup', { name: 'Repetir' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cada cuántas semanas' })).toHaveValue('1');
    await userEvent.click(screen.getByRole('radio', { name: 'Todos los días' }));
    expect(screen.queryByRole('radiogroup', { name: 'Repetir' })).not.toBeInTheDocument();
  });

  it('by week shows 7 weekday boxes Monday first; by month 31 day boxes', async () => {
    const { last } = setup(temp({ Per: 2 }));
    const week = screen.getByRole('group', { name: 'Días de la semana' });
    expect([...week.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
    ]);
    expect(screen.queryByRole('group', { name: 'Días del mes' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Por mes' }));
    expect(last()?.Rec).toBe(0);
    const month = screen.getByRole('group', { name: 'Días del mes' });
    expect(within(month).getAllByRole('checkbox')).toHaveLength(31);
    expect(screen.queryByRole('group', { name: 'Días de la semana' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Por semana' }));
    expect(last()?.Rec).toBe(1);
  });
});

describe('AvailabilityInput: values', () => {
  it('checking weekdays reports a sorted array with Sunday as 0', async () => {
    const { last } = setup(temp({ Per: 2 }));
    await userEvent.click(box('Sábado'));
    await userEvent.click(box('Lunes'));
    expect(last()?.DayOfWeek).toEqual([1, 6]);
    await userEvent.click(box('Domingo'));
    expect(last()?.DayOfWeek).toEqual([0, 1, 6]);
    await userEvent.click(box('Lunes'));
    expect(last()?.DayOfWeek).toEqual([0, 6]);
  });

  it('checking month days reports a sorted array', async () => {
    const { last } = setup(temp({ Per: 2, Rec: 0 }));
    await userEvent.click(box('Día 31'));
    await userEvent.click(box('Día 1'));
    await userEvent.click(box('Día 15'));
    expect(last()?.DayOfMonth).toEqual([1, 15, 31]);
  });

  it('Cada cuántas semanas refuses 0 and non-numbers, accepts whole numbers', async () => {
    const { onValue, last } = setup(temp({ Per: 2 }));
    const alt = screen.getByRole('textbox', { name: 'Cada cuántas semanas' });
    await userEvent.clear(alt);
    await userEvent.type(alt, '0');
    expect(screen.getByText('Escriba un número entero del 1 al 52')).toBeInTheDocument();
    await userEvent.clear(alt);
    await userEvent.type(alt, 'dos');
    expect(screen.getByText('Escriba un número entero del 1 al 52')).toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
    await userEvent.tab();
    // Leaving the field puts the last good value back.
    expect(alt).toHaveValue('1');
    await userEvent.clear(alt);
    await userEvent.type(alt, '3');
    expect(last()?.Alt).toBe(3);
    expect(screen.getByText('Cada 3 semanas')).toBeInTheDocument();
  });

  it('shows the validation errors under their fields', () => {
    setup(
      temp({ Per: 2, Alt: 0, IsAllDays: false, DateStart: '2026-03-10', DateEnd: '2026-03-01' }),
    );
    expect(
      screen.getByText('La fecha de fin no puede ser anterior a la de inicio'),
    ).toBeInTheDocument();
    expect(screen.getByText('Escriba un número entero del 1 al 52')).toBeInTheDocument();
  });

  it('one day without a date asks for it', () => {
    setup(temp({ Per: 1 }));
    expect(screen.getByText('Elija una fecha')).toBeInTheDocument();
    expect(field('Fecha')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a temporary value without a start date says so under the field', () => {
    setup(temp());
    expect(screen.getByText('Elija la fecha de inicio')).toBeInTheDocument();
    expect(field('Fecha de inicio')).toHaveAttribute('aria-invalid', 'true');
  });

  it('an end date before the start date is shown as an error', () => {
    setup(temp({ IsAllDays: false, DateStart: '2026-03-10', DateEnd: '2026-03-09' }));
    expect(field('Fecha de fin')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Fecha de inicio')).toHaveAttribute('aria-invalid', 'false');
  });

  it('an end time before the start time says it ends the next day', () => {
    setup(temp({ DateStart: '2026-03-10', IsAllTimes: false, TimeStart: 1200, TimeEnd: 120 }));
    expect(screen.getByText('Termina al día siguiente')).toBeInTheDocument();
  });

  it('switching temporary on starts today (in the given zone) at 09:00–23:00, not 02:00–02:00', async () => {
    const { last } = setup(defaultAvailability(), { timeZone: 'Atlantic/Canary' });
    await userEvent.click(box('Temporal'));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Atlantic/Canary' }).format(
      new Date(),
    );
    expect(last()).toMatchObject({ IsTemp: true, DateStart: today, TimeStart: 540, TimeEnd: 1380 });
    expect(screen.queryByText('Elija la fecha de inicio')).not.toBeInTheDocument();
    await userEvent.click(box('A cualquier hora'));
    expect(field('Hora de inicio')).toHaveValue('09:00');
    expect(field('Hora de fin')).toHaveValue('23:00');
  });

  it('switching temporary on keeps a start date and times already set', async () => {
    const { last } = setup({
      ...defaultAvailability(),
      DateStart: '2026-01-05',
      TimeStart: 600,
      TimeEnd: 660,
    });
    await userEvent.click(box('Temporal'));
    expect(last()).toMatchObject({ DateStart: '2026-01-05', TimeStart: 600, TimeEnd: 660 });
  });

  it('by month the number field asks every how many months', async () => {
    setup(temp({ Per: 2, Rec: 0, DateStart: '2026-03-10' }));
    expect(screen.getByRole('textbox', { name: 'Cada cuántos meses' })).toHaveValue('1');
    expect(screen.getByText('Todos los meses (2 = un mes sí y otro no)')).toBeInTheDocument();
  });

  it('equal start and end times are explained as the whole day', () => {
    setup(temp({ IsAllTimes: false, TimeStart: 600, TimeEnd: 600 }));
    expect(screen.getByText('Igual que la hora de inicio: todo el día')).toBeInTheDocument();
  });

  it('disabled: every control is disabled', () => {
    setup(temp({ Per: 2 }), { disabled: true });
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Cada cuántas semanas' })).toBeDisabled();
  });

  it('speaks English when the UI does', async () => {
    await i18n.changeLanguage('en');
    setup(temp({ Per: 2 }));
    expect(box('Temporary')).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Recurring' })).toBeChecked();
    expect(field('Start date')).toBeInTheDocument();
    expect(box('Monday')).toBeInTheDocument();
  });
});
