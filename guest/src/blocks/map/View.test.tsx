import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { MapView } from './View.tsx';

describe('MapView', () => {
  it('names the place by its address, never by raw coordinates, with links to the phone’s maps', () => {
    const { getByRole } = renderInUi(
      <MapView
        block={guestBlock('map', {
          MapHeight: 300,
          Lat: 28.417,
          Lon: -16.5437,
          MapAddress: 'Calle Mayor 1, Puerto de la Cruz',
        })}
      />,
      'en',
    );
    const region = getByRole('region', { name: 'Location' });
    expect(region).toHaveTextContent('Calle Mayor 1, Puerto de la Cruz');
    expect(region).not.toHaveTextContent('28.41700');
    expect(region).not.toHaveTextContent('-16.54370');
    expect(getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      'geo:28.417,-16.5437?q=28.417,-16.5437',
    );
    expect(getByRole('link', { name: /Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=28.417,-16.5437',
    );
    const apple = getByRole('link', { name: /Apple Maps/ });
    expect(apple).toHaveAttribute(
      'href',
      'https://maps.apple.com/?ll=28.417,-16.5437&q=Calle%20Mayor%201%2C%20Puerto%20de%20la%20Cruz',
    );
    expect(apple).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('without an address still offers the links, and shows no coordinates', () => {
    const { getByRole } = renderInUi(
      <MapView
        block={guestBlock('map', { MapHeight: 300, Lat: 40.4168, Lon: -3.7038, MapAddress: '' })}
      />,
    );
    const region = getByRole('region', { name: 'Ubicación' });
    expect(region).not.toHaveTextContent('40.41680');
    expect(getByRole('link', { name: 'Abrir en mapas' })).toHaveAttribute(
      'href',
      'geo:40.4168,-3.7038?q=40.4168,-3.7038',
    );
  });

  it('renders nothing for a point not found yet', () => {
    const { container } = renderInUi(
      <MapView block={guestBlock('map', { MapHeight: 300, Lat: null, Lon: 2, MapAddress: '' })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
