import { emptyTimetable, type WeeklyTimetable } from '@carta/domain/timetable';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { WeeklySchedule } from './WeeklySchedule.tsx';

const at = (hours: number, minutes = 0) => ({ hours, minutes });

const Harness = ({
  initial = emptyTimetable(),
  onValue,
  defaultInterval,
  defaultStart,
}: {
  initial?: WeeklyTimetable;
  onValue: (value: WeeklyTimetable) => void;
  defaultInterval?: number;
  defaultStart?: number;
}) => {
  const [value, setValue] = useState(initial);
  return (
    <WeeklySchedule
      value={value}
      defaultInterval={defaultInterval}
      defaultStart={defaultStart}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
};

const DAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const row = (day: string) => within(screen.getByRole('group', { name: day }));
const chips = (day: string) =>
  row(day)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
// A closing MUI dialog keeps the page aria-hidden until its exit transition ends.
const dialogsClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const add = (day: string) =>
  userEvent.click(row(day).getByRole('button', { name: `Añadir hora el ${day}` }));

describe('WeeklySchedule', () => {
  it('shows one row per weekday 0..6, Sunday = 0 first and in red, names upper case', () => {
    render(<Harness onValue={vi.fn()} />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(DAYS);
    expect(headings[0]).toHaveStyle({ textTransform: 'uppercase', color: 'rgb(211, 47, 47)' });
    expect(headings[1]).not.toHaveStyle({ color: 'rgb(211, 47, 47)' });
  });

  it("has 'start time' 08:00 and 'interval' 30 min by default (behaviour.md#limits)", () => {
    render(<Harness onValue={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Hora de inicio' })).toHaveValue('08:00');
    const interval = within(screen.getByRole('group', { name: 'Intervalo' }));
    expect(interval.getByRole('spinbutton', { name: 'Horas' })).toHaveValue('00');
    expect(interval.getByRole('spinbutton', { name: 'Minutos' })).toHaveValue('30');
  });

  it('add on an empty day adds the start time, then last + interval; emits all days', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await add('martes');
    expect(onValue).toHaveBeenLastCalledWith({ ...emptyTimetable(), 2: [at(8)] });
    await add('martes');
    await add('martes');
    expect(chips('martes')).toEqual(['08:00', '08:30', '09:00']);
    expect(onValue).toHaveBeenLastCalledWith({ ...emptyTimetable(), 2: [at(8), at(8, 30), at(9)] });
  });

  it('uses the start time and interval the user sets', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const interval = within(screen.getByRole('group', { name: 'Intervalo' }));
    await userEvent.click(interval.getByRole('button', { name: 'Aumentar horas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Abrir el reloj (Hora de inicio)' }));
    const clock = screen.getByRole('dialog');
    within(clock).getByRole('listbox').focus();
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.click(within(clock).getByRole('button', { name: 'Aceptar' }));
    await add('jueves');
    await add('jueves');
    expect(chips('jueves')).toEqual(['09:00', '10:30']);
  });

  // behaviour.md#editing and docs/decisions.md: the 24:00 check runs on every day, day 0 included.
  for (const day of ['domingo', 'miércoles']) {
    it(`past 24:00 on ${day}: confirm sets 24:00, then the close-only limit dialog`, async () => {
      const onValue = vi.fn();
      render(<Harness onValue={onValue} defaultInterval={360} />);
      for (let i = 0; i < 3; i += 1) await add(day);
      expect(chips(day)).toEqual(['08:00', '14:00', '20:00']);

      await add(day);
      const confirm = screen.getByRole('dialog', { name: 'Superado el límite' });
      expect(confirm).toHaveTextContent(
        'El tramo supera las 24h, ¿quiere establecerlo a esa hora?',
      );
      await userEvent.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
      await dialogsClosed();
      expect(chips(day)).toEqual(['08:00', '14:00', '20:00', '24:00']);

      await add(day);
      const limit = screen.getByRole('dialog', { name: 'Superado el límite' });
      expect(limit).toHaveTextContent('El tramo no puede superar las 24h');
      expect(
        within(limit)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Cerrar']);
      const calls = onValue.mock.calls.length;
      await userEvent.click(within(limit).getByRole('button', { name: 'Cerrar' }));
      await dialogsClosed();
      expect(onValue).toHaveBeenCalledTimes(calls);
      expect(chips(day)).toEqual(['08:00', '14:00', '20:00', '24:00']);
    });
  }

  it('Cancel on the 24:00 confirm adds nothing', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} initial={{ ...emptyTimetable(), 0: [at(23, 45)] }} />);
    await add('domingo');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await dialogsClosed();
    expect(onValue).not.toHaveBeenCalled();
    expect(chips('domingo')).toEqual(['23:45']);
  });

  it('the limit dialog texts are translated in English', async () => {
    await i18n.changeLanguage('en');
    render(<Harness onValue={vi.fn()} initial={{ ...emptyTimetable(), 0: [at(23, 45)] }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add a time on Sunday' }));
    expect(screen.getByRole('dialog', { name: 'Limit exceeded' })).toHaveTextContent(
      'The slot goes past 24:00. Do you want to set it to 24:00?',
    );
  });

  it('copies a day to the selected days (3-letter toggles), deep', async () => {
    const onValue = vi.fn();
    const initial = { ...emptyTimetable(), 1: [at(8), at(9)], 4: [at(12)] };
    render(<Harness onValue={onValue} initial={initial} />);
    await userEvent.click(
      row('lunes').getByRole('button', { name: 'Copiar el lunes a otros días' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Días en los que copiar los valores' });
    const toggles = within(dialog).getAllByRole('button', { pressed: false });
    expect(toggles.map((b) => b.textContent)).toEqual([
      'Dom',
      'Lun',
      'Mar',
      'Mié',
      'Jue',
      'Vie',
      'Sáb',
    ]);
    expect(within(dialog).getByRole('button', { name: 'lunes' })).toBeDisabled();
    const accept = within(dialog).getByRole('button', { name: 'Aceptar' });
    expect(accept).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'jueves' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'sábado' }));
    await userEvent.click(accept);

    const emitted = onValue.mock.lastCall?.[0] as WeeklyTimetable;
    expect(emitted).toEqual({ ...initial, 4: [at(8), at(9)], 6: [at(8), at(9)] });
    expect(emitted[4][0]).not.toBe(emitted[1][0]);
    expect(emitted[6]).not.toBe(emitted[4]);
    expect(chips('sábado')).toEqual(['08:00', '09:00']);
  });

  it('delete clears the day after a confirmation', async () => {
    const onValue = vi.fn();
    const initial = { ...emptyTimetable(), 5: [at(8), at(9)], 6: [at(10)] };
    render(<Harness onValue={onValue} initial={initial} />);
    expect(row('martes').getByRole('button', { name: 'Vaciar el martes' })).toBeDisabled();
    await userEvent.click(row('viernes').getByRole('button', { name: 'Vaciar el viernes' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar eliminación' });
    expect(dialog).toHaveTextContent('Se quitarán todas las horas del viernes.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await dialogsClosed();
    expect(onValue).not.toHaveBeenCalled();

    await userEvent.click(row('viernes').getByRole('button', { name: 'Vaciar el viernes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    await dialogsClosed();
    expect(onValue).toHaveBeenLastCalledWith({ ...initial, 5: [] });
    expect(row('viernes').getByText('Sin horas')).toBeInTheDocument();
  });

  it('closing a chip removes that time', async () => {
    const onValue = vi.fn();
    const initial = { ...emptyTimetable(), 2: [at(8), at(9), at(10)] };
    render(<Harness onValue={onValue} initial={initial} />);
    const chip = row('martes').getByRole('button', { name: '09:00' });
    await userEvent.click(within(chip).getByTestId('CancelIcon'));
    expect(onValue).toHaveBeenLastCalledWith({ ...initial, 2: [at(8), at(10)] });
  });

  it('a chip is removed with the Delete key too', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} initial={{ ...emptyTimetable(), 3: [at(8), at(9)] }} />);
    row('miércoles').getByRole('button', { name: '08:00' }).focus();
    await userEvent.keyboard('{Delete}');
    expect(chips('miércoles')).toEqual(['09:00']);
  });

  it('clicking a chip edits its time, and the day stays in order', async () => {
    const onValue = vi.fn();
    const initial = { ...emptyTimetable(), 6: [at(8), at(9)] };
    render(<Harness onValue={onValue} initial={initial} />);
    await userEvent.click(row('sábado').getByRole('button', { name: '08:00' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar hora' });
    within(dialog).getByRole('listbox').focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(onValue).toHaveBeenLastCalledWith({ ...initial, 6: [at(9), at(10)] });
    expect(chips('sábado')).toEqual(['09:00', '10:00']);
  });

  it('a zero interval blocks adding to a day with times, with a message', async () => {
    const onValue = vi.fn();
    render(
      <Harness
        onValue={onValue}
        defaultInterval={0}
        initial={{ ...emptyTimetable(), 1: [at(8)] }}
      />,
    );
    expect(
      screen.getByText('Con un intervalo de cero no se pueden añadir más horas'),
    ).toBeInTheDocument();
    await add('lunes');
    expect(onValue).not.toHaveBeenCalled();
    await add('martes');
    expect(chips('martes')).toEqual(['08:00']);
  });

  it('fills missing days of a stored value in what it emits', async () => {
    const onValue = vi.fn();
    render(<WeeklySchedule value={{ 1: [at(8)] }} onChange={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Añadir hora el domingo' }));
    expect(onValue).toHaveBeenCalledWith({ ...emptyTimetable(), 0: [at(8)], 1: [at(8)] });
  });
});
