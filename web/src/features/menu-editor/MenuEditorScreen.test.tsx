import type { Content } from '@carta/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, on, type RecordedCall } from '../../test/fetchStub.ts';
import { aMenu, staffUser, titleBlock } from '../../test/fixtures.ts';
import { useMenuEditorStore } from './store.ts';
import { renderEditor } from './testing.tsx';

let serverContents: Content[];

const start = (save: (call: RecordedCall) => Response) =>
  renderEditor({
    hash: '#/menus/5',
    menus: () => [aMenu()],
    contents: { 5: () => serverContents },
    routes: [on('PUT', '/api/menus/12', save)],
  });

/** 'Add content', a Title from the grid, typed in the dialog, then the dialog's Save. */
const addTitleBlock = async (text: string) => {
  await userEvent.click(await screen.findByRole('button', { name: 'Añadir contenido' }));
  const dialog = await screen.findByRole('dialog', { name: 'Añadir contenido' });
  expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Título' }));
  const form = await screen.findByRole('dialog', { name: 'Añadir contenido: Título' });
  await userEvent.type(await within(form).findByRole('textbox', { name: 'Título' }), text);
  await userEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
};

describe('menu editor screen', () => {
  // The lazy editor arrives first here, so that no test waits on a cold module graph.
  beforeAll(() => import('../../blocks/title/Editor.tsx'));
  beforeEach(() => {
    serverContents = [titleBlock(11, 0, 'Hola')];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useMenuEditorStore.getState().reset();
  });

  it('loads the menu and its blocks', async () => {
    start(() => json(500, {}));
    expect(await screen.findByRole('textbox', { name: 'Nombre del menú' })).toHaveValue(
      'Bienvenida',
    );
    const card = await screen.findByRole('region', { name: 'Título Posición 1' });
    expect(await within(card).findByRole('textbox', { name: 'Título' })).toHaveValue('Hola');
    expect(screen.getByText('Contenidos', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.queryByText(/Menú común/)).not.toBeInTheDocument();
  });

  it('adds a block through the add-content dialog, saves the menu and reloads', async () => {
    const { calls } = start((call) => {
      const body = call.body as { Content: Content[] };
      const added = body.Content.find((c) => String(c.ID).startsWith('new_'));
      serverContents = body.Content.map((c) => (c === added ? { ...c, ID: 12 } : c));
      return json(200, {
        newID: 5,
        menus: [],
        contents: [{ oldID: added?.ID, newID: 12 }],
        Version: 4,
      });
    });
    await addTitleBlock('Desayuno');

    expect(await screen.findByText('Menú guardado correctamente')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      ID: 5,
      Version: 3,
      Content: [
        { ID: 11, Type: 2, ORD: 0 },
        { Type: 2, ORD: 1, MenuID: 5, Title: { es: 'Desayuno', en: '', de: '' }, IsNew: true },
      ],
    });
    await waitFor(() => expect(useMenuEditorStore.getState().order).toEqual(['11', '12']));
    expect(calls.filter((c) => c.path === '/api/contents/5').length).toBeGreaterThan(1);
    expect(screen.queryByText('Cambios sin guardar')).not.toBeInTheDocument();
  });

  it('keeps the draft and explains a 409 conflict', async () => {
    start(() => apiError(409, 'stale_version', 'Stale version'));
    await addTitleBlock('Desayuno');
    expect(await screen.findByText(/Otra persona ha guardado este menú/)).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Título Posición 2' });
    expect(await within(card).findByRole('textbox', { name: 'Título' })).toHaveValue('Desayuno');
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
  });

  it('names a block the server refused (400) and keeps it in the draft', async () => {
    serverContents = [titleBlock(11, 0, 'Hola'), { ID: 13, MenuID: 5, Type: 10, ORD: 1 }];
    start(() =>
      apiError(400, 'invalid_input', 'Content.1.Type: cannot be stored', ['Content.1.Type']),
    );
    const name = await screen.findByRole('textbox', { name: 'Nombre del menú' });
    await userEvent.type(name, ' y más');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const title = await screen.findByText('No se ha guardado el menú');
    const alert = title.closest('[role="alert"]');
    expect(alert).toHaveTextContent(
      '«Mapa» (posición 2): este tipo de contenido todavía no se puede guardar',
    );
    expect(await screen.findByRole('region', { name: 'Mapa Posición 2' })).toBeInTheDocument();
    expect(screen.getByText('Cambios sin guardar')).toBeInTheDocument();
  });

  it('names refused fields as the editor labels them, never by their stored paths', async () => {
    await import('../../blocks/wifi/Editor.tsx');
    serverContents = [
      titleBlock(11, 0, 'Hola'),
      {
        ID: 13,
        MenuID: 5,
        Type: 23,
        ORD: 1,
        WifiName: { es: 'Hotel', en: '', de: '' },
        WifiIsWep: false,
        WifiSSID: 'HotelNet',
        WifiPassword: 'secreta',
      },
    ];
    const fields = ['Content.1.WifiPassword', 'Content.1.WifiName.en', 'Name.de', 'Other'];
    start(() => apiError(400, 'invalid_input', 'refused', fields));
    const name = await screen.findByRole('textbox', { name: 'Nombre del menú' });
    await userEvent.type(name, ' y más');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const title = await screen.findByText('No se ha guardado el menú');
    const alert = title.closest('[role="alert"]');
    expect(alert).toHaveTextContent('Wifi › Contraseña (posición 2): revise este campo.');
    expect(alert).toHaveTextContent('Wifi › Nombre de la red (inglés) (posición 2)');
    expect(alert).toHaveTextContent('El campo «Nombre del menú» del menú no es válido.');
    expect(alert).toHaveTextContent('Un dato del menú no es válido');
    for (const path of ['WifiPassword', 'WifiName', 'Name.de', 'Content.', 'Other'])
      expect(alert).not.toHaveTextContent(path);
  });

  it("names a refused field of a list item, in one language, by the item's number and labels", async () => {
    await Promise.all([
      import('../../blocks/timeline/Editor.tsx'),
      import('../../blocks/poll/Editor.tsx'),
    ]);
    const event = (ID: number, Time: string) => ({
      ID,
      Time,
      Title: { es: `Evento ${ID}`, en: '', de: '' },
      Description: { es: '', en: '', de: '' },
      Color: '#1976d2',
    });
    const answer = (id: string) => ({ id, answer: { es: id, en: '', de: '' } });
    serverContents = [
      titleBlock(11, 0, 'Hola'),
      {
        ID: 14,
        MenuID: 5,
        Type: 15,
        ORD: 1,
        Times: [event(1, '09:00'), event(2, '10:00'), event(3, '11:00')],
      },
      {
        ID: 15,
        MenuID: 5,
        Type: 35,
        ORD: 2,
        PollAlias: 'Satisfacción',
        PollFormData: [
          {
            id: 'q1',
            type: 'singleSelection',
            question: { es: '¿Qué tal?', en: '', de: '' },
            values: [answer('Bien'), answer('Regular')],
          },
        ],
        UpdateKey: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      },
    ];
    const fields = [
      'Content.1.Times.2.Title.en',
      'Content.1.Times.0.Time',
      'Content.2.PollFormData.0.values.1.answer.de',
    ];
    start(() => apiError(400, 'invalid_input', 'refused', fields));
    const name = await screen.findByRole('textbox', { name: 'Nombre del menú' });
    await userEvent.type(name, ' y más');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const alert = (await screen.findByText('No se ha guardado el menú')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Cronología › Evento 3 › Título (inglés) (posición 2)');
    expect(alert).toHaveTextContent('Cronología › Evento 1 › Hora (posición 2)');
    expect(alert).toHaveTextContent('Encuesta › Pregunta 1 › Respuesta 2 (alemán) (posición 3)');
    for (const path of ['Times', 'PollFormData', 'values', 'answer', 'Content.'])
      expect(alert).not.toHaveTextContent(path);
  });

  it('asks before leaving with unsaved changes', async () => {
    start(() => json(500, {}));
    const name = await screen.findByRole('textbox', { name: 'Nombre del menú' });
    await userEvent.type(name, ' y más');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambios sin guardar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.hash).toBe('#/menus/5');
    expect(screen.getByRole('textbox', { name: 'Nombre del menú' })).toHaveValue(
      'Bienvenida y más',
    );
  });

  it('works on the common owner in common-menus mode', async () => {
    const admin = { ...staffUser, isAdmin: true };
    const { calls } = renderEditor({
      hash: '#/common-menus/8',
      menus: () => [aMenu()],
      contents: { 8: () => [] },
      setup: { user: admin },
      routes: [
        on('GET', '/api/menus/0000', () =>
          json(200, {
            data: [aMenu({ ID: 8, EnterpriseID: '0000', Name: { es: 'Común' } })],
            total: 1,
          }),
        ),
        on('GET', '/api/users', () => json(200, { data: [{ ID: 7, Name: 'Ana' }], total: 1 })),
        on('GET', '/api/menus/common/8/users', () => json(200, { data: [{ ID: 7 }], total: 1 })),
        on('PUT', '/api/menus/0000', () =>
          json(200, { newID: 8, menus: [], contents: [], Version: 4 }),
        ),
      ],
    });
    expect(await screen.findByRole('textbox', { name: 'Nombre del menú' })).toHaveValue('Común');
    expect(screen.getByRole('link', { name: 'Común' })).toHaveAttribute('href', '#/common-menus/8');
    // It reaches other enterprises, and says so; the nav marks it (the link keeps its name).
    expect(screen.getByRole('note')).toHaveTextContent(
      'Menú común: aparece en las empresas a las que se asigna',
    );
    expect(
      screen.getByRole('link', { name: 'Común' }).querySelector('[data-testid="GroupsIcon"]'),
    ).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Alias' })).toBeInTheDocument();
    const assigned = await screen.findByTestId('assigned-users', {}, { timeout: 15_000 });
    await waitFor(() => expect(assigned).toHaveTextContent('Ana'));

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Menú guardado correctamente')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual(['/api/menus/0000']);
  });

  it('shows that a type without an editor has none, without failing', async () => {
    // A type no editor will ever have: the catalogue grows editors while this rule stays.
    serverContents = [titleBlock(11, 0), { ID: 13, MenuID: 5, Type: 9999, ORD: 1 }];
    start(() => json(500, {}));
    const card = await screen.findByRole('region', {
      name: 'Tipo de contenido desconocido (9999) Posición 2',
    });
    expect(within(card).getByText(/todavía no está disponible/)).toBeInTheDocument();
  });
});
