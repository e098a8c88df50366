import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, on, type RecordedCall, stubFetch } from '../../../test/fetchStub.ts';
import { contentOf, renderEditor } from '../../testing.tsx';
import { Editor } from '../Editor.tsx';

const DISH = 101;
const GROUPS = `/api/public/dish-orders/12/extra-groups/${DISH}`;
const SAVE_GROUPS = `/api/private/dish-orders/12/extra-groups/${DISH}`;
type SentGroup = { ID: number | 'new'; Name: string; Min: number; Max: number };

const punto = {
  ID: 7,
  MenuContentID: DISH,
  Name: '{"es":"Punto","en":""}',
  Min: 1,
  Max: 1,
  ORD: 0,
};

describe('modifier groups in the dish editor (behaviour.md#extra-groups)', () => {
  it('lists each group with its rule, adds one with its min and max, and saves the whole list', async () => {
    let groups = [punto];
    const { calls } = stubFetch(
      on('GET', '/api/utils/allergens/12', () => json(200, { data: [], total: 0 })),
      on('GET', `/api/public/dish-orders/12/extras/${DISH}`, () =>
        json(200, { data: [], total: 0 }),
      ),
      on('GET', GROUPS, () => json(200, { data: groups, total: groups.length })),
      on('PUT', SAVE_GROUPS, (call: RecordedCall) => {
        groups = (call.body as SentGroup[]).map((g, ORD) => ({
          ...g,
          ID: g.ID === 'new' ? 8 : g.ID,
          MenuContentID: DISH,
          ORD,
        }));
        return json(200, { data: groups, total: groups.length });
      }),
    );
    renderEditor(Editor, contentOf('food'), { enterprise: { IncludeExtras: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Extras' }));
    const list = await screen.findByRole('list', { name: 'Grupos de opciones' });
    expect(await within(list).findByText('· Elija 1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Añadir grupo' }));
    const dialog = screen.getByRole('dialog', { name: 'Grupo de opciones' });
    await userEvent.type(within(dialog).getAllByRole('textbox')[0] as HTMLElement, 'Salsas');
    const max = within(dialog).getByRole('spinbutton', { name: 'Máximo' });
    await userEvent.clear(max);
    await userEvent.type(max, '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.filter((c) => c.method === 'PUT').map((c) => c.body as SentGroup[]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((g) => [g.ID, JSON.parse(g.Name).es, g.Min, g.Max])).toEqual([
      [7, 'Punto', 1, 1],
      ['new', 'Salsas', 0, 2],
    ]);
    expect(await within(list).findByText('· Hasta 2')).toBeInTheDocument();
  });
});
