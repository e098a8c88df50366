import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { searchAddressCredited } from '../../api/geocode.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

// Leaflet needs a real layout engine: the preview is checked in Chromium (e2e/blocks-b1.e2e.ts).
vi.mock('./MapPreview.tsx', () => ({
  MapPreview: ({ lat, lon, height }: { lat: number; lon: number; height: number }) => (
    <div data-testid="map-preview" data-lat={lat} data-lon={lon} data-height={height} />
  ),
}));
vi.mock('../../api/geocode.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/geocode.ts')>()),
  searchAddressCredited: vi.fn(async () => ({
    data: [
      {
        address: 'Playa de Las Canteras, Las Palmas de Gran Canaria, España',
        lat: 28.1405,
        lon: -15.4367,
      },
    ],
    attribution: null,
  })),
}));

const latField = () => screen.getByRole('textbox', { name: 'Latitud' });
const lonField = () => screen.getByRole('textbox', { name: 'Longitud' });

describe('map editor (10)', () => {
  beforeEach(() => {
    vi.mocked(searchAddressCredited).mockClear();
  });

  it('renders its defaults: MapHeight slider 0–1000, empty Lat/Lon, no preview yet', () => {
    renderEditor(Editor, contentOf('map'));
    const slider = screen.getByRole('slider', { name: 'Altura del mapa' });
    expect(slider).toHaveAttribute('aria-valuenow', '300');
    expect(slider).toHaveAttribute('max', '1000');
    expect(latField()).toHaveValue('');
    expect(lonField()).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Buscar dirección' })).toHaveAttribute(
      'placeholder',
      'Dirección a buscar',
    );
    expect(screen.queryByTestId('map-preview')).not.toBeInTheDocument();
    expect(screen.getByText(/para ver el punto en el mapa/)).toBeInTheDocument();
  });

  it('reports MapHeight from the slider', () => {
    const content = contentOf('map');
    const { patches } = renderEditor(Editor, content);
    fireEvent.change(screen.getByRole('slider', { name: 'Altura del mapa' }), {
      target: { value: '450' },
    });
    expect(patches).toEqual([{ MapHeight: 450 }]);
    expectValidPatch('map', content, { MapHeight: 450 });
  });

  it('a found address fills Lat and Lon', async () => {
    const content = contentOf('map');
    const view = renderEditor(Editor, content);
    await userEvent.type(screen.getByRole('combobox', { name: 'Buscar dirección' }), 'Canteras');
    await userEvent.click(await screen.findByRole('option', { name: /Playa de Las Canteras/ }));
    const address = 'Playa de Las Canteras, Las Palmas de Gran Canaria, España';
    expect(view.patches).toEqual([{ Lat: 28.1405, Lon: -15.4367, MapAddress: address }]);
    expectValidPatch('map', content, view.patches[0] ?? {});
    view.applyPatches();
    expect(latField()).toHaveValue('28.1405');
    expect(lonField()).toHaveValue('-15.4367');
    expect(screen.getByRole('textbox', { name: 'Dirección que verán los clientes' })).toHaveValue(
      address,
    );
  });

  it('the address guests see can be shortened by hand', () => {
    const content = contentOf('map', { MapAddress: 'Playa de Las Canteras, Las Palmas' });
    const view = renderEditor(Editor, content);
    const field = screen.getByRole('textbox', { name: 'Dirección que verán los clientes' });
    fireEvent.change(field, { target: { value: 'Las Canteras' } });
    expect(view.patches).toEqual([{ MapAddress: 'Las Canteras' }]);
    view.applyPatches();
    expect(field).toHaveValue('Las Canteras');
    expectValidPatch('map', content, { MapAddress: 'Las Canteras' });
  });

  it('typed coordinates are stored as numbers, a decimal comma read as a point', async () => {
    const content = contentOf('map');
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(latField(), '28,5');
    await userEvent.type(lonField(), '-15.4');
    expect(patches.filter((p) => 'Lat' in p).at(-1)).toEqual({ Lat: 28.5 });
    expect(patches.filter((p) => 'Lon' in p).at(-1)).toEqual({ Lon: -15.4 });
    expect(latField()).toHaveValue('28,5');
    for (const patch of patches) expectValidPatch('map', content, patch);
  });

  it('emptying a coordinate stores null (no point)', async () => {
    const content = contentOf('map', { Lat: 28.1, Lon: -15.4 });
    const { patches } = renderEditor(Editor, content);
    await userEvent.clear(latField());
    expect(patches).toEqual([{ Lat: null }]);
    expectValidPatch('map', content, { Lat: null });
  });

  it('refuses Lat outside −90..90 and Lon outside −180..180, with messages, storing nothing', async () => {
    const { patches } = renderEditor(Editor, contentOf('map'));
    await userEvent.type(latField(), '91');
    await userEvent.type(lonField(), '-181');
    await userEvent.tab();
    const stored = patches.filter(
      (p) => ('Lat' in p && p.Lat === 91) || ('Lon' in p && p.Lon === -181),
    );
    expect(stored).toEqual([]);
    expect(latField()).toHaveAttribute('aria-invalid', 'true');
    expect(lonField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/latitud entre −90 y 90/)).toBeInTheDocument();
    expect(screen.getByText(/longitud entre −180 y 180/)).toBeInTheDocument();
  });

  it('refuses words as coordinates', async () => {
    const { patches } = renderEditor(Editor, contentOf('map'));
    await userEvent.type(latField(), 'norte');
    await userEvent.tab();
    expect(patches).toEqual([]);
    expect(latField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('previews the point once both coordinates are set, at the block height within 160–400', async () => {
    renderEditor(Editor, contentOf('map', { Lat: 28.1405, Lon: -15.4367, MapHeight: 1000 }));
    const preview = await screen.findByTestId('map-preview');
    expect(preview).toHaveAttribute('data-lat', '28.1405');
    expect(preview).toHaveAttribute('data-lon', '-15.4367');
    expect(preview).toHaveAttribute('data-height', '400');
  });

  it('collapsed, shows only the coordinates', () => {
    renderEditor(Editor, contentOf('map', { Lat: 28.1405, Lon: -15.4367 }), { collapsed: true });
    expect(screen.getByText('28.1405, -15.4367 · 300 px')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('map-preview')).not.toBeInTheDocument();
  });
});
