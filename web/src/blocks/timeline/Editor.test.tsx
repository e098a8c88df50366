import type { TimelineEvent } from '@carta/domain/blocks/timeline';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const anEvent = (fields: Partial<TimelineEvent> = {}): TimelineEvent => ({
  ID: 'new_a',
  Time: '09:30',
  Title: { es: 'Desayuno', en: 'Breakfast' },
  Description: { es: 'En la terraza', en: '' },
  Color: '#e91e63',
  ...fields,
});

const checkbox = (name: string) => screen.queryByRole('checkbox', { name });

describe('Timeline editor: header modes (behaviour.md#editing)', () => {
  it('renders its defaults: header shown with a start date picker and the header image', () => {
    renderEditor(Editor, contentOf('timeline'));
    expect(checkbox('Ocultar cabecera')).not.toBeChecked();
    expect(checkbox('Cabecera de texto')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Elegir Fecha de inicio' })).toBeInTheDocument();
    expect(screen.getByText('Imagen de la cabecera')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Texto de la cabecera' })).not.toBeInTheDocument();
    expect(screen.getByText(/Todavía no hay eventos/)).toBeInTheDocument();
  });

  it('a text header shows header text and subtext instead of the date, and the image', () => {
    renderEditor(Editor, contentOf('timeline', { IsHeaderText: true }));
    expect(screen.getByRole('textbox', { name: 'Texto de la cabecera' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Subtexto de la cabecera' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Elegir Fecha de inicio' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Imagen de la cabecera')).toBeInTheDocument();
  });

  it('hiding the header hides its options, the date, the texts and the image', () => {
    renderEditor(Editor, contentOf('timeline', { HideHeader: true, IsHeaderText: true }));
    expect(checkbox('Ocultar cabecera')).toBeChecked();
    expect(checkbox('Cabecera de texto')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Texto de la cabecera' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Elegir Fecha de inicio' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText('Imagen de la cabecera')).not.toBeInTheDocument();
    // The events stay.
    expect(screen.getByRole('button', { name: 'Añadir evento' })).toBeInTheDocument();
  });

  it('the two checkboxes report HideHeader and IsHeaderText', async () => {
    const content = contentOf('timeline');
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cabecera de texto' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ocultar cabecera' }));
    expect(patches).toEqual([{ IsHeaderText: true }, { HideHeader: true }]);
    for (const patch of patches) expectValidPatch('timeline', content, patch);
  });

  it('reports the translatable header text and subtext', async () => {
    const content = contentOf('timeline', { IsHeaderText: true });
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto de la cabecera' }), 'V');
    await userEvent.type(screen.getByRole('textbox', { name: 'Subtexto de la cabecera' }), 'S');
    expect(patches).toEqual([
      { TimeLineTextHeader: { es: 'V', en: '' } },
      { TimeLineSubTextHeader: { es: 'S', en: '' } },
    ]);
    for (const patch of patches) expectValidPatch('timeline', content, patch);
  });
});

describe('Timeline editor: start date (behaviour.md#validation, set only through the picker)', () => {
  const field = () => screen.getByRole('textbox', { name: 'Fecha de inicio' });

  it('the field takes no typing and suggests none (no DD/MM/AAAA mask)', async () => {
    const { patches } = renderEditor(Editor, contentOf('timeline', { TimelineDate: '2026-03-10' }));
    expect(field()).toHaveAttribute('readonly');
    expect(field()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(field()).toHaveValue('10/03/2026');
    expect(field()).not.toHaveAttribute('placeholder');
    field().focus();
    await userEvent.keyboard('1');
    expect(field()).toHaveValue('10/03/2026');
    expect(patches).toHaveLength(0);
  });

  it('clicking the field, or Enter on it, opens the calendar', async () => {
    renderEditor(Editor, contentOf('timeline', { TimelineDate: '2026-03-10' }));
    await userEvent.click(field());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    (await screen.findByRole('textbox', { name: 'Fecha de inicio' })).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('Aceptar sets TimelineDate to the chosen day', async () => {
    const content = contentOf('timeline', { TimelineDate: '2026-03-10' });
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: 'Elegir Fecha de inicio' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '12' }));
    expect(patches).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(patches).toEqual([{ TimelineDate: '2026-03-12' }]);
    expectValidPatch('timeline', content, patches[0] ?? {});
  });

  it('Cancel and Escape leave the date unchanged', async () => {
    const { patches } = renderEditor(Editor, contentOf('timeline', { TimelineDate: '2026-03-10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Elegir Fecha de inicio' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '12' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    // The closing dialog hides the page from the accessibility tree until it is gone.
    await userEvent.click(await screen.findByRole('button', { name: 'Elegir Fecha de inicio' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '20' }));
    await userEvent.keyboard('{Escape}');
    expect(patches).toHaveLength(0);
  });

  it('with no date yet, the picker opens on the current month', async () => {
    const content = contentOf('timeline');
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: 'Elegir Fecha de inicio' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('gridcell', { name: '15' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(patches).toEqual([{ TimelineDate: dayjs().date(15).format('YYYY-MM-DD') }]);
    expectValidPatch('timeline', content, patches[0] ?? {});
  });
});

describe('Timeline editor: events', () => {
  it("'add event' appends a new event at 12:00 in #e91e63 with empty texts", async () => {
    const content = contentOf('timeline', { Times: [anEvent()] });
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: 'Añadir evento' }));
    const times = (patches[0]?.Times ?? []) as TimelineEvent[];
    expect(times).toHaveLength(2);
    expect(times[0]).toEqual(anEvent());
    expect(times[1]).toEqual({
      ID: expect.stringMatching(/^new_/),
      Time: '12:00',
      Title: { es: '', en: '' },
      Description: { es: '', en: '' },
      Color: '#e91e63',
    });
    expectValidPatch('timeline', content, patches[0] ?? {});
  });

  it('shows each event with time, colour, delete, title and description', () => {
    renderEditor(Editor, contentOf('timeline', { Times: [anEvent()] }));
    const card = within(screen.getByRole('group', { name: 'Evento 1' }));
    expect(card.getByRole('textbox', { name: 'Hora' })).toHaveValue('09:30');
    expect(card.getByRole('button', { name: /Color/ })).toHaveTextContent('#e91e63');
    expect(card.getByRole('button', { name: 'Eliminar el evento 1' })).toBeInTheDocument();
    expect(card.getByRole('textbox', { name: 'Título' })).toHaveValue('Desayuno');
    const description = card.getByRole('textbox', { name: 'Descripción' });
    expect(description.tagName).toBe('TEXTAREA');
    expect(description).toHaveValue('En la terraza');
  });

  it('edits an event: title, description, time and colour', async () => {
    const content = contentOf('timeline', { Times: [anEvent(), anEvent({ ID: 7 })] });
    const { patches } = renderEditor(Editor, content);
    const card = within(screen.getByRole('group', { name: 'Evento 2' }));
    await userEvent.type(card.getByRole('textbox', { name: 'Título' }), '!');
    expect(patches.at(-1)).toEqual({
      Times: [anEvent(), anEvent({ ID: 7, Title: { es: 'Desayuno!', en: 'Breakfast' } })],
    });
    await userEvent.type(card.getByRole('textbox', { name: 'Descripción' }), '.');
    expect(patches.at(-1)).toEqual({
      Times: [anEvent(), anEvent({ ID: 7, Description: { es: 'En la terraza.', en: '' } })],
    });

    await userEvent.click(card.getByRole('button', { name: 'Abrir el reloj (Hora)' }));
    const clock = screen.getByRole('dialog', { name: 'Hora' });
    within(clock).getByRole('listbox').focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await userEvent.click(within(clock).getByRole('button', { name: 'Aceptar' }));
    expect(patches.at(-1)).toEqual({ Times: [anEvent(), anEvent({ ID: 7, Time: '11:30' })] });

    await userEvent.click(card.getByRole('button', { name: /Color/ }));
    await userEvent.click(screen.getByRole('button', { name: '#0000AA' }));
    expect(patches.at(-1)).toEqual({ Times: [anEvent(), anEvent({ ID: 7, Color: '#0000AA' })] });
    for (const patch of patches) expectValidPatch('timeline', content, patch);
  });

  it('deletes an event only after confirmation', async () => {
    const content = contentOf('timeline', { Times: [anEvent(), anEvent({ ID: 7 })] });
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar el evento 1' }));
    let dialog = screen.getByRole('dialog', { name: 'Confirmar eliminación' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(patches).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar el evento 1' }));
    dialog = screen.getByRole('dialog', { name: 'Confirmar eliminación' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(patches).toEqual([{ Times: [anEvent({ ID: 7 })] }]);
    expectValidPatch('timeline', content, patches[0] ?? {});
  });
});

describe('Timeline editor: collapse mode', () => {
  it('shows only a summary line: the header and the number of events', () => {
    const { container } = renderEditor(
      Editor,
      contentOf('timeline', {
        IsHeaderText: true,
        TimeLineTextHeader: { es: 'Programa del día', en: '' },
        Times: [anEvent(), anEvent({ ID: 7 })],
      }),
      { collapsed: true },
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.textContent).toBe('Programa del día · 2 eventos');
  });

  it('with a date header, the date; with a hidden header, only the count', () => {
    const dated = renderEditor(
      Editor,
      contentOf('timeline', { TimelineDate: '2026-03-10', Times: [anEvent()] }),
      { collapsed: true },
    );
    expect(dated.container.textContent).toBe('10 mar 2026 · 1 evento');
    dated.unmount();
    const hidden = renderEditor(Editor, contentOf('timeline', { HideHeader: true }), {
      collapsed: true,
    });
    expect(hidden.container.textContent).toBe('0 eventos');
  });
});
