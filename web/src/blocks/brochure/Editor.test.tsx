import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { searchAddressCredited } from '../../api/geocode.ts';
import type { ImageSelectorProps } from '../../widgets/ImageSelector/ImageSelector.tsx';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

/** The selector itself is tested with its widget: here, what the brochure asks of it. */
const selectorProps = vi.hoisted(() => ({ last: null as ImageSelectorProps | null }));
vi.mock('../../widgets/ImageSelector/ImageSelector.tsx', () => ({
  ImageSelector: (props: ImageSelectorProps) => {
    selectorProps.last = props;
    return (
      <button type="button" onClick={() => props.onChange('/uploads/12/folleto.webp')}>
        {props.label}
      </button>
    );
  },
}));

vi.mock('../../api/geocode.ts', () => ({
  searchAddressCredited: vi.fn(async () => ({
    data: [
      {
        address: 'Plaza Mayor, 1, 37002 Salamanca',
        lat: 40.965,
        lon: -5.664,
        components: { postal_code: '37002', locality: 'Salamanca' },
      },
    ],
    attribution: null,
  })),
}));

beforeEach(() => {
  selectorProps.last = null;
  vi.mocked(searchAddressCredited).mockClear();
});

const openDetails = async () => {
  await userEvent.click(screen.getByRole('switch', { name: 'Plegar las secciones de detalle' }));
};
const openSection = async (name: string) => {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
};

describe('Brochure editor (45)', () => {
  it('renders its defaults: image, titles, and the detail sections collapsed behind the switch', () => {
    renderEditor(Editor, contentOf('brochure'));
    expect(screen.getByText('(folleto sin título)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Título' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Subtítulo' })).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Plegar las secciones de detalle' })).toBeChecked();
    expect(screen.queryByRole('button', { name: /^Ubicación/ })).not.toBeInTheDocument();
  });

  it('behaviour.md#limits: the image is cropped to 960x371 at 21:9, and reported', async () => {
    const content = contentOf('brochure');
    const { patches } = renderEditor(Editor, content);
    expect(selectorProps.last).toMatchObject({
      aspect: 21 / 9,
      output: { width: 960, height: 371 },
      clearable: true,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Imagen (960×371)' }));
    expect(patches).toEqual([{ BrochureImage: '/uploads/12/folleto.webp' }]);
    expectValidPatch('brochure', content, patches[0] ?? {});
  });

  it('reports title and subtitle as translatable patches', async () => {
    const content = contentOf('brochure');
    const { patches } = renderEditor(Editor, content);
    await userEvent.click(screen.getByRole('textbox', { name: 'Título' }));
    await userEvent.paste('Ruta del vino');
    await userEvent.click(screen.getByRole('textbox', { name: 'Subtítulo' }));
    await userEvent.paste('Bodegas de la comarca');
    expect(patches).toEqual([
      { BrochureTitle: { es: 'Ruta del vino', en: '' } },
      { BrochureSubtitle: { es: 'Bodegas de la comarca', en: '' } },
    ]);
    for (const patch of patches) expectValidPatch('brochure', content, patch);
  });

  it('behaviour.md#blocks: the panel subtitle is the site title in the current locale, upper-cased', () => {
    renderEditor(
      Editor,
      contentOf('brochure', {
        SiteTitle: { es: 'Casa rural El Olivo', en: '' },
        BrochureTitle: { es: 'Otro', en: '' },
      }),
    );
    expect(screen.getByText('CASA RURAL EL OLIVO')).toBeInTheDocument();
  });

  it('behaviour.md#editing: turning the switch off shows four sections, every one collapsed', async () => {
    renderEditor(Editor, contentOf('brochure'));
    await openDetails();
    for (const name of ['Ubicación', 'Contacto', 'Descripción', 'Datos prácticos']) {
      const header = screen.getByRole('button', { name: new RegExp(`^${name}`) });
      expect(header).toHaveAttribute('aria-expanded', 'false');
      expect(header).toHaveTextContent('Oculta');
    }
    await userEvent.click(screen.getByRole('switch', { name: 'Plegar las secciones de detalle' }));
    expect(screen.queryByRole('button', { name: /^Ubicación/ })).not.toBeInTheDocument();
  });

  it('each section has its on/off flag', async () => {
    const content = contentOf('brochure', { BrochureWithContact: true });
    const { patches } = renderEditor(Editor, content);
    await openDetails();
    expect(screen.getByRole('button', { name: /^Contacto/ })).toHaveTextContent('Visible');
    const flags = [
      ['Ubicación', 'BrochureWithLocation', true],
      ['Contacto', 'BrochureWithContact', false],
      ['Descripción', 'BrochureWithDescription', true],
      ['Datos prácticos', 'BrochureWithFacts', true],
    ] as const;
    for (const [name, field, value] of flags) {
      await openSection(name);
      await userEvent.click(
        screen.getByRole('switch', { name: `Mostrar la sección «${name}» a los huéspedes` }),
      );
      expect(patches.at(-1)).toEqual({ [field]: value });
      expectValidPatch('brochure', content, patches.at(-1) ?? {});
    }
  });

  it('location: typed fields, coordinates checked, and the address search filling them', async () => {
    const content = contentOf('brochure');
    const { patches } = renderEditor(Editor, content);
    await openDetails();
    await openSection('Ubicación');
    const region = screen.getByRole('region', { name: /^Ubicación/ });
    await userEvent.click(within(region).getByRole('textbox', { name: 'Municipio' }));
    await userEvent.paste('Salamanca');
    expect(patches.at(-1)).toEqual({ BrochureMunicipaly: 'Salamanca' });
    await userEvent.click(within(region).getByRole('textbox', { name: 'Código postal' }));
    await userEvent.paste('37002');
    expect(patches.at(-1)).toEqual({ BrochurePostalCode: '37002' });
    const lat = within(region).getByRole('textbox', { name: 'Latitud' });
    await userEvent.type(lat, '40,96');
    expect(patches.at(-1)).toEqual({ BrochureLat: 40.96 });
    const count = patches.length;
    const lon = within(region).getByRole('textbox', { name: 'Longitud' });
    await userEvent.type(lon, '500');
    await userEvent.tab();
    expect(patches.slice(count)).toEqual([{ BrochureLon: 5 }, { BrochureLon: 50 }]);
    expect(
      screen.getByText('Escriba una longitud entre -180 y 180 (por ejemplo -3.7038).'),
    ).toBeInTheDocument();

    await userEvent.type(
      within(region).getByRole('combobox', { name: 'Buscar dirección' }),
      'Plaza Mayor',
    );
    await userEvent.click(await screen.findByRole('option', { name: /Plaza Mayor, 1/ }));
    expect(patches.at(-1)).toEqual({
      BrochureAddress: 'Plaza Mayor, 1, 37002 Salamanca',
      BrochureLat: 40.965,
      BrochureLon: -5.664,
      BrochurePostalCode: '37002',
      BrochureMunicipaly: 'Salamanca',
    });
    for (const patch of patches) expectValidPatch('brochure', content, patch);
  });

  it('contact: phone and fax, e-mail and web reported only when valid', async () => {
    const content = contentOf('brochure');
    const { patches } = renderEditor(Editor, content);
    await openDetails();
    await openSection('Contacto');
    await userEvent.click(screen.getByRole('textbox', { name: 'Teléfono' }));
    await userEvent.paste('+34 923 000 000');
    await userEvent.click(screen.getByRole('textbox', { name: 'Fax' }));
    await userEvent.paste('923 000 001');
    expect(patches).toEqual([{ BrochurePhone: '+34 923 000 000' }, { BrochureFax: '923 000 001' }]);
    const email = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await userEvent.click(email);
    await userEvent.paste('info@');
    await userEvent.tab();
    expect(patches).toHaveLength(2);
    expect(
      screen.getByText('Escriba un correo electrónico válido, como reservas@hotel.es.'),
    ).toBeInTheDocument();
    await userEvent.click(email);
    await userEvent.paste('hotel.es');
    expect(patches.at(-1)).toEqual({ BrochureEmail: 'info@hotel.es' });

    const web = screen.getByRole('textbox', { name: 'Web' });
    await userEvent.click(web);
    await userEvent.paste('javascript:alert(1)');
    await userEvent.tab();
    expect(patches.at(-1)).toEqual({ BrochureEmail: 'info@hotel.es' });
    await userEvent.clear(web);
    await userEvent.paste('www.hotel.es');
    await userEvent.tab();
    expect(patches.at(-1)).toEqual({ BrochureWeb: 'https://www.hotel.es' });
    expect(web).toHaveValue('https://www.hotel.es');
    for (const patch of patches) expectValidPatch('brochure', content, patch);
  });

  it('description (rich text and note) and facts (hours, price, services) are translatable', async () => {
    const content = contentOf('brochure');
    const { patches } = renderEditor(Editor, content);
    await openDetails();
    await openSection('Descripción');
    expect(await screen.findByRole('textbox', { name: 'Descripción' })).toHaveAttribute(
      'contenteditable',
      'true',
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Nota' }));
    await userEvent.paste('Cerrado los lunes');
    await openSection('Datos prácticos');
    await userEvent.click(screen.getByRole('textbox', { name: 'Horario' }));
    await userEvent.paste('10:00-14:00');
    await userEvent.click(screen.getByRole('textbox', { name: 'Precio' }));
    await userEvent.paste('5 €');
    await userEvent.click(screen.getByRole('textbox', { name: 'Servicios' }));
    await userEvent.paste('Aparcamiento');
    await waitFor(() =>
      expect(patches).toEqual([
        { BrochureNote: { es: 'Cerrado los lunes', en: '' } },
        { BrochureHours: { es: '10:00-14:00', en: '' } },
        { BrochurePrice: { es: '5 €', en: '' } },
        { BrochureServices: { es: 'Aparcamiento', en: '' } },
      ]),
    );
    for (const patch of patches) expectValidPatch('brochure', content, patch);
  });

  it('collapsed, shows only the panel subtitle', () => {
    renderEditor(
      Editor,
      contentOf('brochure', { BrochureTitle: { es: 'Ruta del vino', en: '' } }),
      {
        collapsed: true,
      },
    );
    expect(screen.getByText('RUTA DEL VINO')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
