import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker.tsx';
import { pickerTexts } from './pickerTexts.ts';

const Harness = ({
  initial,
  onValue,
}: {
  initial: string | null;
  onValue: (v: string) => void;
}) => {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Fecha de llegada"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
};

describe('picker texts (one vocabulary for every picker)', () => {
  it('Spanish says Aceptar and Día with its accent, and speaks usted', () => {
    expect(pickerTexts.es.okButtonLabel).toBe('Aceptar');
    expect(pickerTexts.es.cancelButtonLabel).toBe('Cancelar');
    expect(pickerTexts.es.day).toBe('Día');
    expect(pickerTexts.es.weekDay).toBe('Día de la semana');
    expect(pickerTexts.es.openDatePickerDialogue?.(null)).toBe('Elija fecha');
    expect(pickerTexts.en.okButtonLabel).toBe('OK');
  });
});

describe('DatePicker (read-only field, calendar dialog with Cancelar and Aceptar)', () => {
  it('is read-only: typing changes nothing; it shows the date as DD/MM/YYYY', async () => {
    const onValue = vi.fn();
    render(<Harness initial="2026-03-10T00:00:00" onValue={onValue} />);
    const field = screen.getByRole('textbox', { name: 'Fecha de llegada' });
    expect(field).toHaveValue('10/03/2026');
    expect(field).toHaveAttribute('readonly');
    field.focus();
    await userEvent.keyboard('25');
    expect(field).toHaveValue('10/03/2026');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('Enter opens the calendar; Aceptar reports the chosen day as YYYY-MM-DD', async () => {
    const onValue = vi.fn();
    render(<Harness initial="2026-03-10" onValue={onValue} />);
    screen.getByRole('textbox', { name: 'Fecha de llegada' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Fecha de llegada' });
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '12' }));
    expect(onValue).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(onValue).toHaveBeenCalledWith('2026-03-12');
    expect(await screen.findByRole('textbox', { name: 'Fecha de llegada' })).toHaveValue(
      '12/03/2026',
    );
  });

  it('Cancelar drops the choice; with no date Aceptar waits for a day', async () => {
    const onValue = vi.fn();
    render(<Harness initial={null} onValue={onValue} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Abrir el calendario (Fecha de llegada)' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '15' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onValue).not.toHaveBeenCalled();
    expect(await screen.findByRole('textbox', { name: 'Fecha de llegada' })).toHaveValue('');
  });

  it('shows an error in place of the helper text', () => {
    render(
      <DatePicker
        label="Fecha"
        value={null}
        onChange={vi.fn()}
        helperText="Ayuda"
        error="Elija una fecha"
      />,
    );
    expect(screen.getByText('Elija una fecha')).toBeInTheDocument();
    expect(screen.queryByText('Ayuda')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Fecha' })).toHaveAttribute('aria-invalid', 'true');
  });
});
