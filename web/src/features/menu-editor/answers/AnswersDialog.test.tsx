import { blocks, type Content, typeIdOfBlock } from '@carta/domain';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../api/session.ts';
import { createQueryClient } from '../../../app/queryClient.ts';
import { buildTheme } from '../../../app/theme.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { apiError, json, type RecordedCall, stubFetch } from '../../../test/fetchStub.ts';
import { aMenu } from '../../../test/fixtures.ts';
import { stubObjectUrls } from '../../../test/objectUrls.ts';
import { BlockDialogs } from '../BlockDialogs.tsx';
import { useMenuEditorStore } from '../store.ts';

const CTX = { languages: ['es', 'en', 'de'] };
const Q = {
  stay: '6f1c1c43-2d3a-4b7e-9a55-0c7a1d2b3c4d',
  rating: '7a2d2d54-3e4b-4c8f-8b66-1d8b2e3c4d5e',
};
const YES = '8b3e3e65-4f5c-4d90-9c77-2e9c3f4d5e6f';
const NO = '9c4f4f76-506d-4ea1-8d88-3fad40506f70';

const formBlock: Content = {
  ...blocks.form.defaults(CTX),
  ID: 21,
  MenuID: 5,
  Type: typeIdOfBlock('form'),
  ORD: 0,
  HideMobile: false,
  FormRoomNumber: true,
  FormNumberOfPeople: true,
  FormLblNumberOfItem: { es: 'Comensales', en: 'Diners', de: '' },
};
const pollBlock: Content = {
  ...blocks.poll.defaults(CTX),
  ID: 22,
  MenuID: 5,
  Type: typeIdOfBlock('poll'),
  ORD: 1,
  HideMobile: false,
  PollFormData: [
    {
      id: Q.stay,
      type: 'singleSelection',
      question: { es: '¿Volvería?', en: 'Would you come back?', de: '' },
      values: [
        { id: YES, answer: { es: 'Sí', en: 'Yes', de: '' } },
        { id: NO, answer: { es: 'No', en: 'No', de: '' } },
      ],
    },
    { id: Q.rating, type: 'rating', question: { es: 'Limpieza', en: 'Cleanliness', de: '' } },
  ],
};

const formAnswers = [
  {
    ID: 2,
    CreatedAt: '2026-12-02T19:05:00.000Z',
    Language: 'en',
    Answers: { Name: 'John Smith', Contact: '+44 20 7946 0000', Room: '301', People: 4 },
  },
  {
    ID: 1,
    CreatedAt: '2026-12-01T09:30:00.000Z',
    Language: 'es',
    Answers: {
      Name: 'Ana García',
      Contact: 'ana@example.com',
      Room: '214',
      People: 2,
      Message: 'Mesa junto a la ventana',
    },
  },
];

type Page = { data: unknown[]; total: number };

/** The answers routes: `pages(call)` answers each list call; the CSV answers a small file. */
const serve = (pages: (call: RecordedCall) => Page | Response) =>
  stubFetch((call) => {
    if (call.method !== 'GET') return undefined;
    if (/^\/api\/contents\/\d+\/answers$/.test(call.path)) {
      const page = pages(call);
      return page instanceof Response ? page : json(200, page);
    }
    if (/^\/api\/contents\/\d+\/answers\.csv$/.test(call.path))
      return new Response('\uFEFFID\r\n', { headers: { 'Content-Type': 'text/csv' } });
    return undefined;
  });

const open = (block: Content) => {
  useMenuEditorStore.getState().load('12', aMenu(), [formBlock, pollBlock]);
  useMenuEditorStore.getState().openBlockDialog({ kind: 'answers', key: String(block.ID) });
  const language = i18n.language === 'en' ? 'en' : 'es';
  render(
    <ThemeProvider theme={buildTheme({}, language)}>
      <QueryClientProvider client={createQueryClient()}>
        <BlockDialogs />
      </QueryClientProvider>
    </ThemeProvider>,
  );
};

const phoneScreen = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches,
    media,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));

describe("a block's answers (behaviour.md#guest-app)", () => {
  beforeEach(() => {
    setToken('staff-token');
    phoneScreen(false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useMenuEditorStore.getState().reset();
  });

  it('shows the answers newest first in a table, one column per field of the form', async () => {
    const { calls } = serve(() => ({ data: formAnswers, total: 2 }));
    open(formBlock);
    const dialog = await screen.findByRole('dialog', { name: 'Respuestas: Formulario' });
    const table = await within(dialog).findByRole('table');
    const header = within(table)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(header).toEqual([
      'Recibida',
      'Idioma',
      'Nombre',
      'E-mail o teléfono',
      'Habitación',
      'Comensales',
      'Mensaje',
    ]);
    const [, newest, oldest] = within(table).getAllByRole('row');
    expect(
      within(newest as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      expect.stringContaining('2026'),
      'EN',
      'John Smith',
      '+44 20 7946 0000',
      '301',
      '4',
      '',
    ]);
    expect(oldest).toHaveTextContent('Mesa junto a la ventana');
    // The staff token goes in a header; the list asks for the first page.
    const list = calls.find(
      (c) => c.path === '/api/contents/21/answers' && c.query.get('size') !== '1',
    );
    expect(list?.headers.get('authorization')).toBe('Bearer staff-token');
    expect(list?.query.get('page')).toBe('1');
  });

  it('names poll answers by their text in the interface language', async () => {
    await i18n.changeLanguage('en');
    serve(() => ({
      data: [
        {
          ID: 5,
          CreatedAt: '2026-12-02T10:00:00.000Z',
          Language: 'de',
          Answers: { [Q.stay]: [YES], [Q.rating]: 4 },
        },
      ],
      total: 1,
    }));
    open(pollBlock);
    const dialog = await screen.findByRole('dialog', { name: 'Answers: Poll' });
    const table = await within(dialog).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Received', 'Language', 'Would you come back?', 'Cleanliness']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1),
    ).toEqual(['DE', 'Yes', '4/5']);
  });

  it('says when there are no answers yet, and offers no export then', async () => {
    serve(() => ({ data: [], total: 0 }));
    open(pollBlock);
    const dialog = await screen.findByRole('dialog', { name: 'Respuestas: Encuesta' });
    expect(await within(dialog).findByText('Todavía no hay respuestas')).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('pages through the answers', async () => {
    const { calls } = serve((call) => {
      const page = Number(call.query.get('page'));
      const row = formAnswers[page === 1 ? 0 : 1];
      return { data: [row], total: 12 };
    });
    open(formBlock);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('John Smith')).toBeInTheDocument();
    expect(within(dialog).getByText('1–10 de 12')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(await within(dialog).findByText('Ana García')).toBeInTheDocument();
    const asked = calls.filter((c) => c.query.get('size') === '10').map((c) => c.query.get('page'));
    expect(asked).toEqual(['1', '2']);
  });

  it('exports the CSV through the API with the staff token, in the interface language', async () => {
    const { create: createObjectURL, revoke: revokeObjectURL } = stubObjectUrls();
    createObjectURL.mockReturnValue('blob:answers');
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
    const { calls } = serve(() => ({ data: formAnswers, total: 2 }));
    open(formBlock);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('table');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(clicked).toEqual(['respuestas-21.csv blob:answers']));
    // The keyboard focus stays where it was: Escape still closes the dialog.
    expect(within(dialog).getByRole('button', { name: 'Exportar CSV' })).toHaveFocus();
    const csv = calls.find((c) => c.path === '/api/contents/21/answers.csv');
    expect(csv?.query.get('lang')).toBe('es');
    expect(csv?.headers.get('authorization')).toBe('Bearer staff-token');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:answers'));
    click.mockRestore();
  });

  it('says so when the export fails, and keeps the answers on screen', async () => {
    stubFetch((call) => {
      if (call.path.endsWith('/answers.csv')) return apiError(500, 'internal');
      if (call.path.endsWith('/answers')) return json(200, { data: formAnswers, total: 2 });
      return undefined;
    });
    open(formBlock);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('table');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar CSV' }));
    expect(
      await within(dialog).findByText('No se pudo descargar el CSV. Inténtelo de nuevo.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('table')).toBeInTheDocument();
  });

  it('offers a retry when the answers cannot be loaded, and keeps the session', async () => {
    let fail = true;
    serve(() => {
      if (fail) throw new TypeError('Failed to fetch');
      return { data: formAnswers, total: 2 };
    });
    open(formBlock);
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('No se pudieron cargar las respuestas.'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
    expect(window.location.hash).not.toBe('#/login');
  });

  it('lists each answer under the other on a phone, leaving out what was not answered', async () => {
    phoneScreen(true);
    serve(() => ({ data: formAnswers, total: 2 }));
    open(formBlock);
    const dialog = await screen.findByRole('dialog');
    const list = await within(dialog).findByRole('list', { name: 'Respuestas: Formulario' });
    const [newest] = within(list).getAllByRole('listitem');
    expect(within(newest as HTMLElement).getByText('Habitación')).toBeInTheDocument();
    expect(within(newest as HTMLElement).queryByText('Mensaje')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  });

  it('closes from its Close button', async () => {
    serve(() => ({ data: [], total: 0 }));
    open(formBlock);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      within(dialog).getAllByRole('button', { name: 'Cerrar' })[0] as HTMLElement,
    );
    expect(useMenuEditorStore.getState().blockDialog).toBeNull();
  });
});
