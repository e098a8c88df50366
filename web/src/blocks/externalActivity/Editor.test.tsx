import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, on, stubFetch } from '../../test/fetchStub.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const LINK = { DviewLink: 'dv-77' };
const PROVIDER = '/api/p_activity/dv-77/carta-type-activity';
const providerTypes = on('GET', PROVIDER, () =>
  json(200, [{ TypeActivity01: 'Deporte', TypeActivity02: 'Relax#1#2#3', TypeActivity03: '' }]),
);

describe('external activity editor (34)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("on open, fetches the provider's activity types and shows their names", async () => {
    const { calls } = stubFetch(providerTypes);
    renderEditor(Editor, contentOf('externalActivity'), { enterprise: LINK });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando los tipos de actividad');
    const list = await screen.findByRole('list', { name: 'Tipos de actividad del proveedor:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Deporte', 'Relax', 'Type 03', 'Type 04', 'Type 05']);
    expect(calls.map((c) => c.path)).toEqual([PROVIDER]);
  });

  it('reports the three colours under their schema names', async () => {
    stubFetch(providerTypes);
    const content = contentOf('externalActivity');
    const { patches } = renderEditor(Editor, content, { enterprise: LINK });
    const user = userEvent.setup();
    const fields = [
      ['Color primario', 'ActtivPrimaryColor'],
      ['Color secundario', 'ActtivSecundaryColor'],
      ['Color del título', 'ActtivColor'],
    ] as const;
    for (const [label, field] of fields) {
      await user.click(screen.getByRole('button', { name: new RegExp(label) }));
      // After the first pick the colour is also under 'Recientes': take the preset one.
      await user.click(
        within(screen.getByRole('group', { name: 'Colores predefinidos' })).getByRole('button', {
          name: '#0000AA',
        }),
      );
      expect(patches.at(-1)).toEqual({ [field]: '#0000AA' });
      expectValidPatch('externalActivity', content, patches.at(-1) ?? {});
    }
  });

  it('when the provider fails, says so with a retry, and the colours still change', async () => {
    let fail = true;
    stubFetch(
      on('GET', PROVIDER, () =>
        fail ? apiError(502, 'provider_failed') : json(200, [{ TypeActivity01: 'Deporte' }]),
      ),
    );
    const content = contentOf('externalActivity');
    const { patches } = renderEditor(Editor, content, { enterprise: LINK });
    const user = userEvent.setup();
    expect(await screen.findByText(/No se pudieron leer los tipos/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Color primario/ }));
    await user.click(screen.getByRole('button', { name: 'Quitar color' }));
    expect(patches.at(-1)).toEqual({ ActtivPrimaryColor: null });
    expectValidPatch('externalActivity', content, patches.at(-1) ?? {});

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Deporte')).toBeInTheDocument();
  });

  it('without a DviewLink says so and asks nothing', () => {
    const { calls } = stubFetch();
    renderEditor(Editor, contentOf('externalActivity'), { enterprise: { DviewLink: null } });
    expect(screen.getByText(/no tiene enlace con el proveedor de actividades/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Color del título/ })).toBeEnabled();
    expect(calls).toHaveLength(0);
  });

  it('collapsed, shows one line and asks nothing', () => {
    const { calls } = stubFetch(providerTypes);
    renderEditor(Editor, contentOf('externalActivity'), { enterprise: LINK, collapsed: true });
    expect(screen.getByText('Actividades del proveedor de actividades')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
