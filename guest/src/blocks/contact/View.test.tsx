import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { ContactView } from './View.tsx';

const item = (
  ID: number,
  ContactIcon: Parameters<typeof guestBlock<'contact'>>[1]['ContactItems'][number]['ContactIcon'],
  ContactDescription: string,
  ContactURL: string,
  Lat: number | null = null,
  Lon: number | null = null,
) => ({ ID, ContactIcon, ContactDescription, ContactURL, ContactLatLon: { Lat, Lon } });

describe('ContactView', () => {
  it('turns each item into a link a guest taps: call, WhatsApp, write, navigate, visit', () => {
    const { getByRole, getByText } = renderInUi(
      <ContactView
        block={guestBlock('contact', {
          HideDivider: false,
          ContactItems: [
            item(1, 'mdi-phone', 'Recepción', 'tel:+34 912 345 678'),
            item(2, 'mdi-whatsapp', '', 'tel:+34 600 000 000'),
            item(3, 'mdi-email', '', 'info@hotel.example'),
            item(4, 'mdi-map-marker', 'Calle Mayor 1', '', 40.4168, -3.7038),
            item(5, 'mdi-web', 'Nuestra web', 'https://hotel.example/'),
            item(6, 'mdi-clock-outline', 'De 8:00 a 22:00', ''),
          ],
        })}
      />,
    );
    expect(getByRole('link', { name: 'Recepción' })).toHaveAttribute('href', 'tel:+34912345678');
    expect(getByRole('link', { name: /\+34 600 000 000/ })).toHaveAttribute(
      'href',
      'https://wa.me/34600000000',
    );
    expect(getByRole('link', { name: 'info@hotel.example' })).toHaveAttribute(
      'href',
      'mailto:info@hotel.example',
    );
    expect(getByRole('link', { name: /Calle Mayor 1/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=40.4168&mlon=-3.7038#map=17/40.4168/-3.7038',
    );
    const web = getByRole('link', { name: /Nuestra web/ });
    expect(web).toHaveAttribute('href', 'https://hotel.example/');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(getByText('De 8:00 a 22:00').closest('a')).toBeNull();
  });

  it('never links a bad URL, leaves out empty items, renders nothing with no items', () => {
    const { getByText, getAllByRole } = renderInUi(
      <ContactView
        block={guestBlock('contact', {
          HideDivider: true,
          ContactItems: [
            item(1, 'mdi-web', 'Raro', 'javascript:alert(1)'),
            item(2, 'mdi-phone', '', ''),
          ],
        })}
      />,
      'en',
    );
    expect(getByText('Raro').closest('a')).toBeNull();
    expect(getAllByRole('listitem')).toHaveLength(1);
    const { container } = renderInUi(
      <ContactView block={guestBlock('contact', { HideDivider: false, ContactItems: [] })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
