import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const mailField = () => screen.getByRole('textbox', { name: /Correo de destino/ });
const switchFor = (name: string) => screen.getByRole('switch', { name });

describe('form editor (29)', () => {
  it('renders its defaults: first icon, empty mail flagged as required, options off', () => {
    renderEditor(Editor, contentOf('form'));
    expect(screen.getByRole('button', { name: 'Información' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(mailField()).toBeRequired();
    expect(mailField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('El correo de destino es obligatorio.')).toBeInTheDocument();
    expect(screen.getByText('0/250')).toBeInTheDocument();
    for (const name of [
      'Pedir NIF',
      'Pedir número de habitación',
      'Pedir fecha y hora',
      'Pedir número de personas',
    ]) {
      expect(switchFor(name)).not.toBeChecked();
    }
    expect(screen.getByRole('textbox', { name: 'Texto del botón' })).toBeInTheDocument();
  });

  it('changes the icon', async () => {
    const content = contentOf('form');
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: 'Cubiertos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Información' }));
    expect(patches).toEqual([{ FormIcon: 'mdi-silverware-fork-knife' }]);
    expectValidPatch('form', content, patches[0] ?? {});
  });

  it('reports the mail once it is an address, counts its characters, never sends a partial one', async () => {
    const content = contentOf('form');
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(mailField(), 'spa@hotel.es');
    expect(patches.at(-1)).toEqual({ FormDestinationMail: 'spa@hotel.es' });
    for (const patch of patches) expectValidPatch('form', content, patch);
    expect(screen.getByText('12/250')).toBeInTheDocument();
    expect(mailField()).toHaveAttribute('maxLength', '250');
  });

  it('flags a bad address and a cleared one', () => {
    const { patches } = renderEditor(
      Editor,
      contentOf('form', { FormDestinationMail: 'spa@hotel.es' }),
    );
    expect(mailField()).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(mailField(), { target: { value: 'spa@' } });
    expect(screen.getByText(/Introduzca una dirección de correo válida/)).toBeInTheDocument();
    expect(patches).toEqual([]);
    fireEvent.change(mailField(), { target: { value: '' } });
    expect(patches).toEqual([{ FormDestinationMail: '' }]);
    expect(screen.getByText('El correo de destino es obligatorio.')).toBeInTheDocument();
  });

  it('shows the timetable only while date-time is on', async () => {
    const content = contentOf('form');
    const view = renderEditor(Editor, content);
    expect(screen.queryByText('Horario disponible')).toBeNull();
    await userEvent.click(switchFor('Pedir fecha y hora'));
    expect(view.patches).toEqual([{ FormDateTime: true }]);
    view.applyPatches();
    expect(screen.getByText('Horario disponible')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Añadir hora el lunes' }));
    const timetable = view.patches.at(-1);
    expect(timetable).toMatchObject({ FormTimetable: { 1: [{ hours: 8, minutes: 0 }] } });
    expectValidPatch('form', content, { FormDateTime: true, ...timetable });
  });

  it('shows the label and the limit only while number of people is on', async () => {
    const content = contentOf('form');
    const view = renderEditor(Editor, content);
    expect(screen.queryByRole('textbox', { name: 'Límite de personas' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Texto del número de personas' })).toBeNull();
    await userEvent.click(switchFor('Pedir número de personas'));
    view.applyPatches();
    expect(screen.getByRole('textbox', { name: 'Texto del número de personas' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Límite de personas' })).toBeVisible();
    await userEvent.click(switchFor('Pedir número de personas'));
    expect(view.patches.at(-1)).toEqual({ FormNumberOfPeople: false });
  });

  it('takes a whole number as the limit, empty as no limit, and refuses anything else', async () => {
    const content = contentOf('form', { FormNumberOfPeople: true });
    const { patches } = renderEditor(Editor, content);
    const limit = screen.getByRole('textbox', { name: 'Límite de personas' });
    await userEvent.type(limit, '12');
    expect(patches.at(-1)).toEqual({ FormLimitNumberOfItem: 12 });
    fireEvent.change(limit, { target: { value: '12a' } });
    expect(limit).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(limit, { target: { value: '20000' } });
    expect(screen.getByText('Introduzca un número entero entre 0 y 10000.')).toBeInTheDocument();
    fireEvent.change(limit, { target: { value: '' } });
    expect(patches.at(-1)).toEqual({ FormLimitNumberOfItem: null });
    for (const patch of patches) expectValidPatch('form', content, patch);
  });

  it('reports each switch and the translatable texts', async () => {
    const content = contentOf('form', { FormNumberOfPeople: true });
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(switchFor('Pedir NIF'));
    await userEvent.click(switchFor('Pedir número de habitación'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto del botón' }), 'E');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Texto del número de personas' }),
      'P',
    );
    expect(patches).toEqual([
      { FormNIF: true },
      { FormRoomNumber: true },
      { FormTextBtn: { es: 'E', en: '' } },
      { FormLblNumberOfItem: { es: 'P', en: '' } },
    ]);
    for (const patch of patches) expectValidPatch('form', content, patch);
  });

  it('shows only the icon and mail when collapsed', () => {
    renderEditor(Editor, contentOf('form', { FormDestinationMail: 'spa@hotel.es' }), {
      collapsed: true,
    });
    expect(screen.getByText('Se envía a spa@hotel.es')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
