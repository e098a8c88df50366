import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { MapView } from './View.tsx';

describe('MapView', () => {
  it('shows the point with links to open it in maps and on OpenStreetMap', () => {
    const { getByRole } = renderInUi(
      <MapView block={guestBlock('map', { MapHeight: 300, Lat: 40.4168, Lon: -3.7038 })} />,
      'en',
    );
    expect(getByRole('region', { name: 'Location' })).toHaveTextContent('40.41680, -3.70380');
    expect(getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
      'href',
      'geo:40.4168,-3.7038?q=40.4168,-3.7038',
    );
    const osm = getByRole('link', { name: /View on OpenStreetMap/ });
    expect(osm).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=40.4168&mlon=-3.7038#map=17/40.4168/-3.7038',
    );
    expect(osm).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nothing for a point not found yet', () => {
    const { container } = renderInUi(
      <MapView block={guestBlock('map', { MapHeight: 300, Lat: null, Lon: 2 })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
