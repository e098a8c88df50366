import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, on, stubFetch } from '../../test/fetchStub.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import type { BlockEditorProps } from '../types.ts';
import { Editor } from './Editor.tsx';

vi.mock('../../api/geocode.ts', () => {
  const data = [{ address: 'Paseo de la Concha, 20007 San Sebastián', lat: 43.3183, lon: -1.9867 }];
  return {
    searchAddress: vi.fn(async () => data),
    searchAddressCredited: vi.fn(async () => ({ data, attribution: null })),
  };
});

/** The editor holding its data as the draft store would: each patch applied before the next key. */
const Live = (props: BlockEditorProps<'site'>) => {
  const [data, setData] = useState(props.data);
  return (
    <Editor
      {...props}
      data={data}
      onChange={(patch) => {
        setData((current) => ({ ...current, ...patch }));
        props.onChange(patch);
      }}
    />
  );
};

const FORMS_PATH = '/api/enterprises/12/form-cio';
const forms = on('GET', FORMS_PATH, () =>
  json(200, {
    data: [
      { ID: 3, Name: 'Petición de toallas' },
      { ID: 8, Name: 'Reserva de spa' },
    ],
    total: 2,
  }),
);

const textbox = (name: string) => screen.getByRole('textbox', { name });
const formSelect = () => screen.getByRole('combobox', { name: 'Formulario' });
const linkOptions = () => [
  screen.queryByRole('checkbox', { name: 'El enlace se abre en un diálogo' }),
  screen.queryByRole('combobox', { name: 'Formulario' }),
  screen.queryByText('- o -'),
  screen.queryByRole('textbox', { name: 'URL del enlace' }),
  screen.queryByRole('textbox', { name: 'Nombre del enlace' }),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Site editor', () => {
  it('renders its defaults with every field, and no link options', async () => {
    renderEditor(Editor, contentOf('site'));
    expect(screen.getByTestId('site-title')).toHaveTextContent('SITIO SIN TÍTULO');
    expect(screen.getByText('Imagen')).toBeInTheDocument();
    for (const name of [
      'Título',
      'Subtítulo',
      'Dirección',
      'Latitud',
      'Longitud',
      'Teléfono',
      'Web',
      'Correo electrónico',
    ])
      expect(textbox(name)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Buscar dirección' })).toBeInTheDocument();
    expect(await screen.findByText('Más información')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Enlace' })).not.toBeChecked();
    expect(linkOptions().every((option) => option === null)).toBe(true);
  });

  it('shows the title upper-cased as its first line', () => {
    renderEditor(
      Editor,
      contentOf('site', { SiteTitle: { es: 'Playa de la Concha', en: 'Concha beach' } }),
    );
    expect(screen.getByTestId('site-title')).toHaveTextContent('PLAYA DE LA CONCHA');
  });

  it('reports titles, phone, web and e-mail', async () => {
    const content = contentOf('site');
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(textbox('Título'), 'P');
    await userEvent.type(textbox('Subtítulo'), 'S');
    await userEvent.type(textbox('Teléfono'), '9');
    await userEvent.type(textbox('Web'), 'h');
    await userEvent.type(textbox('Correo electrónico'), 'a');
    expect(patches).toEqual([
      { SiteTitle: { es: 'P', en: '' } },
      { SiteSubtitle: { es: 'S', en: '' } },
      { SitePhone: '9' },
      { SiteWeb: 'h' },
      { SiteEmail: 'a' },
    ]);
    expectValidPatch('site', content, patches[0] ?? {});
    expectValidPatch('site', content, patches[1] ?? {});
    expectValidPatch('site', content, patches[2] ?? {});
  });

  it('web and e-mail the server would refuse get an error; a bare domain gets https://', async () => {
    const content = contentOf('site');
    const { patches } = renderEditor(Live, content);
    await userEvent.type(textbox('Web'), 'www.hotel.es');
    expect(screen.getByRole('alert')).toHaveTextContent('empiece por https://');
    await userEvent.tab();
    expect(patches.at(-1)).toEqual({ SiteWeb: 'https://www.hotel.es' });
    expectValidPatch('site', content, patches.at(-1) ?? {});
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(textbox('Correo electrónico'), 'info@');
    expect(screen.getByRole('alert')).toHaveTextContent('correo electrónico válido');
    await userEvent.type(textbox('Correo electrónico'), 'hotel.es');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(patches.at(-1)).toEqual({ SiteEmail: 'info@hotel.es' });
    expectValidPatch('site', content, patches.at(-1) ?? {});
  });

  it('the address finder fills address, latitude and longitude', async () => {
    const content = contentOf('site');
    const { patches } = renderEditor(Live, content);
    await userEvent.type(screen.getByRole('combobox', { name: 'Buscar dirección' }), 'Concha');
    await userEvent.click(await screen.findByRole('option', { name: /Paseo de la Concha/ }));
    expect(patches.at(-1)).toEqual({
      SiteAddress: 'Paseo de la Concha, 20007 San Sebastián',
      SiteLat: 43.3183,
      SiteLon: -1.9867,
    });
    expectValidPatch('site', content, patches.at(-1) ?? {});
    expect(textbox('Dirección')).toHaveValue('Paseo de la Concha, 20007 San Sebastián');
    expect(textbox('Latitud')).toHaveValue('43.3183');
    expect(textbox('Longitud')).toHaveValue('-1.9867');
  });

  it('address, latitude and longitude can be typed', async () => {
    const content = contentOf('site');
    const { patches } = renderEditor(Live, content);
    await userEvent.type(textbox('Dirección'), 'Calle A');
    await userEvent.type(textbox('Latitud'), '43,3');
    await userEvent.type(textbox('Longitud'), '-1.98');
    const last = Object.assign({}, ...patches);
    expect(last).toEqual({ SiteAddress: 'Calle A', SiteLat: 43.3, SiteLon: -1.98 });
    expectValidPatch('site', content, last);
    const count = patches.length;
    await userEvent.clear(textbox('Latitud'));
    await userEvent.type(textbox('Latitud'), '95');
    expect(screen.getByRole('alert')).toHaveTextContent('entre -90 y 90');
    // '' and '9' were reported on the way; '95' is not.
    expect(patches.slice(count)).toEqual([{ SiteLat: null }, { SiteLat: 9 }]);
  });
});

describe('Site editor: link options (behaviour.md#editing, only while SiteLink is true)', () => {
  beforeEach(() => {
    stubFetch(forms);
  });

  it('checking link reports SiteLink and reveals the link options', async () => {
    const content = contentOf('site');
    const { patches } = renderEditor(Live, content);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enlace' }));
    expect(patches).toEqual([{ SiteLink: true }]);
    expectValidPatch('site', content, patches[0] ?? {});
    expect(linkOptions().every((option) => option !== null)).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enlace' }));
    expect(patches.at(-1)).toEqual({ SiteLink: false });
    expect(linkOptions().every((option) => option === null)).toBe(true);
  });

  it('asks for no forms while the link is off', async () => {
    const { calls } = stubFetch(forms);
    renderEditor(Editor, contentOf('site', { SiteForm: 3 }));
    expect(await screen.findByText('Más información')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("lists the enterprise's forms after 'none', above the '- o -' separator and the link", async () => {
    const { calls } = stubFetch(forms);
    const content = contentOf('site', { SiteLink: true });
    const { patches } = renderEditor(Live, content);
    const select = formSelect();
    await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
    expect(calls.map((call) => call.path)).toEqual([FORMS_PATH]);
    expect(select).toHaveTextContent('Ninguno');
    const separator = screen.getByText('- o -');
    expect(select.compareDocumentPosition(separator)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(separator.compareDocumentPosition(textbox('URL del enlace'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await userEvent.click(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Ninguno',
      'Petición de toallas',
      'Reserva de spa',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Reserva de spa' }));
    expect(patches).toEqual([{ SiteForm: 8 }]);
    expectValidPatch('site', content, patches[0] ?? {});
    await userEvent.click(formSelect());
    await userEvent.click(screen.getByRole('option', { name: 'Ninguno' }));
    expect(patches.at(-1)).toEqual({ SiteForm: null });
    expectValidPatch('site', content, patches.at(-1) ?? {});
  });

  it('a stored form the enterprise no longer has stays visible as such, unchanged', async () => {
    stubFetch(forms);
    const { patches } = renderEditor(Editor, contentOf('site', { SiteLink: true, SiteForm: 4 }));
    expect(await screen.findByText(/ya no está en la lista: elija otra/)).toBeInTheDocument();
    expect(formSelect()).toHaveTextContent('4 (ya no está en la lista)');
    expect(patches).toHaveLength(0);
  });

  it('says when the enterprise has no forms yet', async () => {
    stubFetch(on('GET', FORMS_PATH, () => json(200, { data: [], total: 0 })));
    renderEditor(Editor, contentOf('site', { SiteLink: true }));
    expect(
      await screen.findByText('Todavía no hay formularios en esta empresa.'),
    ).toBeInTheDocument();
  });

  it('a failed forms list says so in red; the link stays editable and retrying reads it again', async () => {
    let fail = true;
    const { calls } = stubFetch(
      (call) => (call.path === FORMS_PATH && fail ? apiError(500, 'internal') : undefined),
      forms,
    );
    const content = contentOf('site', { SiteLink: true, SiteForm: 3 });
    const { patches } = renderEditor(Live, content);
    expect(await screen.findByText(/No se pudo cargar la lista/)).toHaveClass('Mui-error');
    await userEvent.type(textbox('Nombre del enlace'), 'R');
    expect(patches).toEqual([{ SiteLinkName: { es: 'R', en: '' } }]);
    expectValidPatch('site', content, patches[0] ?? {});
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(formSelect()).toHaveTextContent('Petición de toallas'));
    expect(calls).toHaveLength(2);
  });

  it('reports the dialog option, the link URL and the link name', async () => {
    const content = contentOf('site', { SiteLink: true });
    const { patches } = renderEditor(Live, content);
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'El enlace se abre en un diálogo' }),
    );
    await userEvent.type(textbox('URL del enlace'), 'h');
    await userEvent.type(textbox('Nombre del enlace'), 'R');
    expect(patches).toEqual([
      { SiteLinkDialog: true },
      { SiteLinkURL: { es: 'h', en: '' } },
      { SiteLinkName: { es: 'R', en: '' } },
    ]);
    expectValidPatch('site', content, patches[0] ?? {});
    expectValidPatch('site', content, patches[2] ?? {});
    expect(screen.getByRole('alert')).toHaveTextContent('Enlace no válido (ES)');
  });

  it('reads a link URL and name stored as JSON strings', () => {
    const content = contentOf('site', {
      SiteLink: true,
      SiteLinkURL: '{"es":"https://reservas.example","en":""}',
      SiteLinkName: '{"es":"Reservar","en":"Book"}',
    });
    renderEditor(Editor, content);
    expect(textbox('URL del enlace')).toHaveValue('https://reservas.example');
    expect(textbox('Nombre del enlace')).toHaveValue('Reservar');
    expectValidPatch('site', content, {});
  });
});

describe('Site editor: collapse mode', () => {
  it('shows only the title, upper-cased', () => {
    const { container } = renderEditor(
      Editor,
      contentOf('site', { SiteTitle: { es: 'Playa de la Concha', en: '' }, SiteLink: true }),
      { collapsed: true },
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(container.textContent).toBe('PLAYA DE LA CONCHA');
  });
});
