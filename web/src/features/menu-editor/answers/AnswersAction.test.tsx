import { blocks, type Content, typeIdOfBlock } from '@carta/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, on, type Route } from '../../../test/fetchStub.ts';
import { aMenu, staffUser, titleBlock } from '../../../test/fixtures.ts';
import { useMenuEditorStore } from '../store.ts';
import { renderEditor } from '../testing.tsx';

const formBlock = (ID: number, ORD: number, MenuID = 5): Content => ({
  ...blocks.form.defaults({ languages: ['es', 'en', 'de'] }),
  ID,
  MenuID,
  Type: typeIdOfBlock('form'),
  ORD,
  HideMobile: false,
});

const answers = (contentId: number, total: number): Route =>
  on('GET', `/api/contents/${contentId}/answers`, () =>
    json(200, {
      data: [
        {
          ID: 1,
          CreatedAt: '2026-12-01T09:30:00.000Z',
          Language: 'es',
          Answers: { Name: 'Ana García', Contact: 'ana@example.com' },
        },
      ].slice(0, total),
      total,
    }),
  );

const card = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

describe('the Answers action on a content card (behaviour.md#guest-app)', () => {
  beforeAll(() =>
    Promise.all([import('../../../blocks/form/Editor.tsx'), import('./AnswersDialog.tsx')]),
  );
  afterEach(() => {
    vi.unstubAllGlobals();
    useMenuEditorStore.getState().reset();
  });

  it('shows the count on a form, none on a title, and opens the answers', async () => {
    const { calls } = renderEditor({
      hash: '#/menus/5',
      menus: () => [aMenu()],
      contents: { 5: () => [titleBlock(11, 0, 'Hola'), formBlock(21, 1)] },
      routes: [answers(21, 1)],
    });
    const form = await card('Formulario Posición 2');
    const action = await within(form).findByRole('button', { name: 'Respuestas (1)' });
    const title = await card('Título Posición 1');
    expect(within(title).queryByRole('button', { name: /Respuestas/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/contents/11/answers')).toBe(false);

    await userEvent.click(action);
    const dialog = await screen.findByRole('dialog', { name: 'Respuestas: Formulario' });
    expect(await within(dialog).findByText('Ana García')).toBeInTheDocument();
  });

  it('is in the ⋮ menu on a phone', async () => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: media.includes('max-width'),
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }));
    renderEditor({
      hash: '#/menus/5',
      menus: () => [aMenu()],
      contents: { 5: () => [formBlock(21, 0)] },
      routes: [answers(21, 0)],
    });
    const form = await card('Formulario Posición 1');
    await userEvent.click(await within(form).findByRole('button', { name: 'Más acciones' }));
    const item = await screen.findByRole('menuitem', { name: /^Respuestas/ });
    await waitFor(() => expect(item).toHaveTextContent('Respuestas (0)'));
    await userEvent.click(item);
    const dialog = await screen.findByRole('dialog', { name: 'Respuestas: Formulario' });
    expect(await within(dialog).findByText('Todavía no hay respuestas')).toBeInTheDocument();
  });

  it('is not offered on a common menu to staff who are not administrators', async () => {
    const { calls } = renderEditor({
      hash: '#/common-menus/8',
      menus: () => [aMenu()],
      contents: { 8: () => [formBlock(31, 0, 8)] },
      setup: { user: staffUser },
      routes: [
        on('GET', '/api/menus/0000', () =>
          json(200, {
            data: [aMenu({ ID: 8, EnterpriseID: '0000', Name: { es: 'Común' } })],
            total: 1,
          }),
        ),
        on('GET', '/api/menus/common/8/users', () => json(200, { data: [], total: 0 })),
        answers(31, 1),
      ],
    });
    const form = await card('Formulario Posición 1');
    // Its other actions are there: the card is built.
    await within(form).findByRole('button', { name: 'Clonar contenido' });
    expect(within(form).queryByRole('button', { name: /Respuestas/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/answers'))).toBe(false);
  });
});
