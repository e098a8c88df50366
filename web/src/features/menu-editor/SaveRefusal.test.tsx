import type { Content } from '@carta/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, on, type RecordedCall } from '../../test/fetchStub.ts';
import { aMenu, titleBlock } from '../../test/fixtures.ts';
import { useMenuEditorStore } from './store.ts';
import { renderEditor } from './testing.tsx';

const link = (ID: number, ORD: number): Content => ({
  ID,
  MenuID: 5,
  Type: 28,
  ORD,
  LinkDomain: 'spa.hotel.com',
  LinkDomainName: { es: 'Spa', en: '' },
});
const form = (ID: number, ORD: number, mail: string): Content => ({
  ID,
  MenuID: 5,
  Type: 29,
  ORD,
  FormDestinationMail: mail,
});

const start = (contents: Content[], menu = aMenu()) =>
  renderEditor({
    hash: '#/menus/5',
    menus: () => [menu],
    contents: { 5: () => contents },
    routes: [
      on('PUT', '/api/menus/12', () =>
        json(200, { newID: 5, menus: [], contents: [], Version: 4 }),
      ),
    ],
  });

const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
const puts = (calls: readonly RecordedCall[]) => calls.filter((c) => c.method === 'PUT');

describe('Save refuses while a field needs attention', () => {
  beforeAll(() =>
    Promise.all([
      import('../../blocks/linkDomain/Editor.tsx'),
      import('../../blocks/form/Editor.tsx'),
      import('../../blocks/title/Editor.tsx'),
    ]),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    useMenuEditorStore.getState().reset();
  });

  it('an unnamed menu is not red before it is edited, and is once Save is refused', async () => {
    const { calls } = start([titleBlock(11, 0, 'Hola')], {
      ...aMenu(),
      Name: { es: '', en: '', de: '' },
    });
    const name = await screen.findByRole('textbox', { name: 'Nombre del menú' });
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('El menú necesita un nombre en al menos un idioma')).toBeNull();
    await save();
    expect(
      await screen.findByText('El menú necesita un nombre en al menos un idioma'),
    ).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(puts(calls)).toHaveLength(0);
  });

  it('a menu with no name in any language: nothing sent, the name field red and focused', async () => {
    const { calls } = start([titleBlock(11, 0, 'Hola')], {
      ...aMenu(),
      Name: { es: 'Bienvenida', en: '', de: '' },
    });
    const name = await screen.findByRole('textbox', { name: 'Nombre del menú' });
    expect(screen.queryByText('El menú necesita un nombre en al menos un idioma')).toBeNull();
    await userEvent.clear(name);
    expect(
      await screen.findByText('El menú necesita un nombre en al menos un idioma'),
    ).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(await screen.findByRole('region', { name: 'Título Posición 1' }));
    await save();
    expect(
      await screen.findByText('1 campo necesita su atención: no se ha guardado nada'),
    ).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(puts(calls)).toHaveLength(0);

    await userEvent.type(name, 'Spa');
    expect(screen.queryByText('El menú necesita un nombre en al menos un idioma')).toBeNull();
    await save();
    expect(await screen.findByText('Menú guardado correctamente')).toBeInTheDocument();
    expect(puts(calls)[0]?.body).toMatchObject({ Name: { es: 'Spa' } });
  });

  it('an invalid domain: nothing sent, no success, the field focused, the count shown', async () => {
    const { calls } = start([titleBlock(11, 0, 'Hola'), link(12, 1)]);
    const card = await screen.findByRole('region', { name: 'Enlace a dominio Posición 2' });
    const domain = await within(card).findByRole('textbox', { name: 'Dominio' });
    await userEvent.clear(domain);
    await userEvent.type(domain, 'reservas hotel');
    await userEvent.click(screen.getByRole('textbox', { name: 'Nombre del menú' }));
    await save();
    expect(
      await screen.findByText('1 campo necesita su atención: no se ha guardado nada'),
    ).toBeInTheDocument();
    await waitFor(() => expect(domain).toHaveFocus());
    expect(puts(calls)).toHaveLength(0);
    expect(screen.queryByText('Menú guardado correctamente')).not.toBeInTheDocument();
    // Nothing typed is thrown away.
    expect(domain).toHaveValue('reservas hotel');

    await userEvent.clear(domain);
    await userEvent.type(domain, 'reservas.hotel.com');
    await waitFor(() => expect(screen.queryByText(/necesita su atención/)).not.toBeInTheDocument());
    await save();
    expect(await screen.findByText('Menú guardado correctamente')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(1);
    expect(puts(calls)[0]?.body).toMatchObject({
      Content: [{ ID: 11 }, { ID: 12, LinkDomain: 'reservas.hotel.com' }],
    });
  });

  it('collapsing while a field holds text it cannot store leads to that field instead', async () => {
    start([titleBlock(11, 0, 'Hola'), link(12, 1)]);
    const card = await screen.findByRole('region', { name: 'Enlace a dominio Posición 2' });
    const domain = await within(card).findByRole('textbox', { name: 'Dominio' });
    await userEvent.clear(domain);
    await userEvent.type(domain, 'reservas hotel');
    await userEvent.click(screen.getByRole('switch', { name: 'Contraer contenidos' }));
    expect(
      await screen.findByText(/Antes de contraer, corrija el campo marcado/),
    ).toBeInTheDocument();
    expect(useMenuEditorStore.getState().collapsed).toBe(false);
    await waitFor(() => expect(domain).toHaveFocus());
    expect(domain).toHaveValue('reservas hotel');
  });

  it('counts every field, and takes the user to the first in page order', async () => {
    const { calls } = start([form(10, 0, ''), titleBlock(11, 1, 'Hola'), link(12, 2)]);
    const card = await screen.findByRole('region', { name: 'Enlace a dominio Posición 3' });
    const domain = await within(card).findByRole('textbox', { name: 'Dominio' });
    await userEvent.type(domain, ' x');
    await save();
    expect(
      await screen.findByText('2 campos necesitan su atención: no se ha guardado nada'),
    ).toBeInTheDocument();
    const formCard = screen.getByRole('region', { name: 'Formulario Posición 1' });
    const mail = within(formCard).getByRole('textbox', { name: /Correo/ });
    await waitFor(() => expect(mail).toHaveFocus());
    expect(puts(calls)).toHaveLength(0);
  });

  it('in collapse mode, leaves it to show the field that needs attention', async () => {
    const { calls } = start([titleBlock(11, 0, 'Hola'), form(12, 1, '')]);
    await screen.findByRole('region', { name: 'Formulario Posición 2' });
    useMenuEditorStore.getState().setCollapsed(true);
    useMenuEditorStore.getState().setMenuName({ es: 'Otra' });
    await save();
    await waitFor(() => expect(useMenuEditorStore.getState().collapsed).toBe(false));
    const formCard = screen.getByRole('region', { name: 'Formulario Posición 2' });
    const mail = await within(formCard).findByRole('textbox', { name: /Correo/ });
    await waitFor(() => expect(mail).toHaveFocus());
    expect(puts(calls)).toHaveLength(0);
  });

  it('a temporary block without a start date opens its availability there', async () => {
    start([{ ...titleBlock(11, 0, 'Hola'), IsTemp: true }]);
    await screen.findByRole('region', { name: 'Título Posición 1' });
    useMenuEditorStore.getState().setMenuName({ es: 'Otra' });
    await save();
    expect(
      await screen.findByText('1 campo necesita su atención: no se ha guardado nada'),
    ).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Título Posición 1' });
    expect(
      await within(card).findByRole('button', { name: 'Disponibilidad', expanded: true }),
    ).toBeInTheDocument();
  });
});
