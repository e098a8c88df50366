import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, on, stubFetch } from '../../test/fetchStub.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const LINK = { DviewLink: 'dv-77' };
const SERVICE = '/api/p_show/dv-77/carta-type-show';
const showTypes = on('GET', SERVICE, () =>
  json(200, [{ TypeShow01: 'Magia#a#b#c', TypeShow02: 'Circo', TypeShow05: '  ' }]),
);

const typeSelect = () => screen.getByRole('combobox', { name: 'Tipo de espectáculo' });
/** The select shows the saved type's name once the service has answered. */
const waitForTypes = () => screen.findByText('Type 05');

describe('show editor (19)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers 'TODOS' and the shows service's five types, named by the behaviour.md#data rules", async () => {
    const { calls } = stubFetch(showTypes);
    renderEditor(Editor, contentOf('show'), { enterprise: LINK });
    expect(typeSelect()).toHaveTextContent('TODOS');
    await userEvent.click(typeSelect());
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'Magia' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['TODOS', 'Magia', 'Circo', 'Type 03', 'Type 04', 'Type 05']);
    expect(calls.map((c) => c.path)).toEqual([SERVICE]);
  });

  it('reports the chosen type as TypeShow, TODOS as 0, and the four Show* colours', async () => {
    stubFetch(showTypes);
    const content = contentOf('show', { TypeShow: 5 });
    const { patches } = renderEditor(Editor, content, { enterprise: LINK });
    const user = userEvent.setup();
    await waitForTypes();
    await user.click(typeSelect());
    await user.click(screen.getByRole('option', { name: 'Circo' }));
    expect(patches.at(-1)).toEqual({ TypeShow: 2 });
    expectValidPatch('show', content, patches.at(-1) ?? {});
    await user.click(typeSelect());
    await user.click(screen.getByRole('option', { name: 'TODOS' }));
    expect(patches.at(-1)).toEqual({ TypeShow: 0 });

    const fields = [
      ['Color primario', 'ShowPrimaryColor'],
      ['Color secundario', 'ShowSecundaryColor'],
      ['Color del título', 'ShowColor'],
      ['Color de la descripción', 'ShowDescriptionColor'],
    ] as const;
    for (const [label, field] of fields) {
      await user.click(screen.getByRole('button', { name: new RegExp(label) }));
      await user.click(screen.getByRole('button', { name: 'Quitar color' }));
      expect(patches.at(-1)).toEqual({ [field]: null });
      expectValidPatch('show', content, patches.at(-1) ?? {});
    }
  });

  it("without a DviewLink says so, asks nothing, and still offers 'TODOS'", async () => {
    const { calls } = stubFetch();
    renderEditor(Editor, contentOf('show'), { enterprise: { DviewLink: '' } });
    expect(screen.getByText(/no tiene enlace con el servicio de espectáculos/)).toBeInTheDocument();
    await userEvent.click(typeSelect());
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['TODOS']);
    expect(calls).toHaveLength(0);
  });

  it('when the shows service fails, says so and the colours still change', async () => {
    stubFetch(on('GET', SERVICE, () => apiError(502, 'provider_failed')));
    const content = contentOf('show');
    const { patches } = renderEditor(Editor, content, { enterprise: LINK });
    const user = userEvent.setup();
    expect(await screen.findByText(/No se pudo cargar la lista/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Color secundario/ }));
    await user.click(screen.getByRole('button', { name: '#0000AA' }));
    expect(patches.at(-1)).toEqual({ ShowSecundaryColor: '#0000AA' });
    expectValidPatch('show', content, patches.at(-1) ?? {});
  });

  it('collapsed, shows only the chosen type on one line', async () => {
    stubFetch(showTypes);
    renderEditor(Editor, contentOf('show', { TypeShow: 1 }), { enterprise: LINK, collapsed: true });
    expect(await screen.findByText('Espectáculos: Magia')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
