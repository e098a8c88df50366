import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

/** behaviour.md#blocks's six colours in its order, with the schema field each must report. */
const PICKERS = [
  ['Color del tipo', 'BookingActTypeColor'],
  ['Color principal de la semana', 'BookingActWeekPrimaryColor'],
  ['Color secundario de la semana', 'BookingActWeekSecondaryColor'],
  ['Color del contenido', 'BookingActContentColor'],
  ['Color del título', 'BookingActTitleColor'],
  ['Color de la hora', 'BookingActTimeColor'],
] as const;

describe('booking activities editor (48)', () => {
  it('renders its defaults: six colour pickers in order, none chosen', () => {
    renderEditor(Editor, contentOf('bookingActivities'));
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(6);
    buttons.forEach((button, index) => {
      expect(button).toHaveTextContent(PICKERS[index]?.[0] ?? '');
      expect(button).toHaveTextContent('Sin color');
    });
  });

  it.each(PICKERS)('reports %s as %s', async (label, field) => {
    const content = contentOf('bookingActivities');
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: new RegExp(label) }));
    await userEvent.click(screen.getByRole('button', { name: '#00AA00' }));
    expect(patches).toEqual([{ [field]: '#00AA00' }]);
    expectValidPatch('bookingActivities', content, patches[0] ?? {});
  });

  it('clears a colour to null', async () => {
    const content = contentOf('bookingActivities', { BookingActTimeColor: '#123456' });
    const { patches } = renderEditor(Editor, content);
    expect(screen.getByRole('button', { name: /Color de la hora/ })).toHaveTextContent('#123456');
    await userEvent.click(screen.getByRole('button', { name: /Color de la hora/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Quitar color' }));
    expect(patches).toEqual([{ BookingActTimeColor: null }]);
    expectValidPatch('bookingActivities', content, patches[0] ?? {});
  });

  it('collapsed, counts its own colours', () => {
    const { unmount } = renderEditor(
      Editor,
      contentOf('bookingActivities', {
        BookingActTypeColor: '#111111',
        BookingActTimeColor: '#222222',
      }),
      { collapsed: true },
    );
    expect(
      screen.getByText('Actividades reservables · 2 de 6 colores propios'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    renderEditor(Editor, contentOf('bookingActivities'), { collapsed: true });
    expect(
      screen.getByText('Actividades reservables · colores de la aplicación'),
    ).toBeInTheDocument();
  });
});
