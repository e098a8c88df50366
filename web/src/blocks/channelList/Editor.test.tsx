import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, on, stubFetch } from '../../test/fetchStub.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const TYPES = '/api/contents/12/channel-list-type/';
const channelTypes = on('GET', TYPES, () =>
  json(200, {
    data: [
      { ID: 4, Name: 'Deportes' },
      { ID: 2, Name: 'Noticias' },
    ],
    total: 2,
  }),
);

const showSelect = () => screen.getByRole('combobox', { name: 'Mostrar' });

describe('channel list editor (33)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the enterprise's channel list types after a first option ALL", async () => {
    const { calls } = stubFetch(channelTypes);
    renderEditor(Editor, contentOf('channelList'));
    expect(showSelect()).toHaveTextContent('TODOS');
    await screen.findByRole('combobox', { name: 'Mostrar' });
    await userEvent.click(showSelect());
    const listbox = await screen.findByRole('listbox');
    await within(listbox).findByRole('option', { name: 'Deportes' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['TODOS', 'Deportes', 'Noticias']);
    expect(calls[0]?.path).toBe(TYPES);
  });

  it("reports the chosen type's id as ChannelListType", async () => {
    stubFetch(channelTypes);
    const content = contentOf('channelList');
    const { patches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    await user.click(showSelect());
    await user.click(await screen.findByRole('option', { name: 'Noticias' }));
    expect(patches.at(-1)).toEqual({ ChannelListType: 2 });
    expectValidPatch('channelList', content, patches.at(-1) ?? {});
  });

  it("reports ALL as ''", async () => {
    stubFetch(channelTypes);
    const content = contentOf('channelList', { ChannelListType: 4 });
    const { patches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    await screen.findByText('Deportes');
    await user.click(showSelect());
    await user.click(screen.getByRole('option', { name: 'TODOS' }));
    expect(patches.at(-1)).toEqual({ ChannelListType: '' });
    expectValidPatch('channelList', content, patches.at(-1) ?? {});
  });

  it('when the list cannot be read, says so with a retry and still offers ALL', async () => {
    let fail = true;
    stubFetch(
      on('GET', TYPES, () =>
        fail ? apiError(500, 'internal') : json(200, { data: [{ ID: 9, Name: 'Cine' }], total: 1 }),
      ),
    );
    const content = contentOf('channelList', { ChannelListType: 4 });
    const { patches } = renderEditor(Editor, content);
    const user = userEvent.setup();
    expect(await screen.findByText(/No se pudo cargar la lista/)).toBeInTheDocument();
    await user.click(showSelect());
    await user.click(screen.getByRole('option', { name: 'TODOS' }));
    expect(patches.at(-1)).toEqual({ ChannelListType: '' });
    expectValidPatch('channelList', content, patches.at(-1) ?? {});

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await user.click(showSelect());
    expect(await screen.findByRole('option', { name: 'Cine' })).toBeInTheDocument();
  });

  it('collapsed, shows the chosen type on one line', async () => {
    stubFetch(channelTypes);
    renderEditor(Editor, contentOf('channelList', { ChannelListType: 4 }), { collapsed: true });
    expect(await screen.findByText('Canales: Deportes')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('collapsed, names ALL', () => {
    stubFetch(channelTypes);
    renderEditor(Editor, contentOf('channelList'), { collapsed: true });
    expect(screen.getByText('Canales: TODOS')).toBeInTheDocument();
  });
});
