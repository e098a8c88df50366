import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { SiteView } from './View.tsx';

const site = (fields: Partial<Parameters<typeof guestBlock<'site'>>[1]> = {}) =>
  guestBlock('site', {
    SiteImage: null,
    SiteTitle: '',
    SiteSubtitle: '',
    SiteAddress: '',
    SiteLat: null,
    SiteLon: null,
    SitePhone: '',
    SiteWeb: '',
    SiteEmail: '',
    SiteMoreInfo: '',
    SiteLink: false,
    SiteLinkDialog: false,
    SiteForm: null,
    SiteLinkURL: '',
    SiteLinkName: '',
    ...fields,
  });

describe('SiteView', () => {
  it('shows the place with its details as links, its more info and its own link', () => {
    const { getByRole, container } = renderInUi(
      <SiteView
        block={site({
          SiteImage: '/uploads/playa.jpg',
          SiteTitle: 'Playa de la Concha',
          SiteSubtitle: 'A 5 minutos',
          SiteAddress: 'Paseo de la Concha',
          SiteLat: 43.318,
          SiteLon: -1.986,
          SitePhone: '+34 943 000 000',
          SiteWeb: 'https://concha.example',
          SiteEmail: 'info@concha.example',
          SiteMoreInfo: '<p>Bandera azul</p><img src=x onerror="alert(1)">',
          SiteLink: true,
          SiteLinkURL: 'https://concha.example/reservas',
          SiteLinkName: 'Reservar hamaca',
        })}
      />,
    );
    expect(getByRole('heading', { name: 'Playa de la Concha' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(getByRole('link', { name: /Paseo de la Concha/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=43.318&mlon=-1.986#map=17/43.318/-1.986',
    );
    expect(getByRole('link', { name: '+34 943 000 000' })).toHaveAttribute(
      'href',
      'tel:+34943000000',
    );
    expect(getByRole('link', { name: 'info@concha.example' })).toHaveAttribute(
      'href',
      'mailto:info@concha.example',
    );
    expect(getByRole('link', { name: /^concha\.example/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(getByRole('link', { name: 'Reservar hamaca' })).toHaveAttribute(
      'href',
      'https://concha.example/reservas',
    );
    expect(container).toHaveTextContent('Bandera azul');
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('a new empty site renders nothing; a link switched off or not https is not shown', () => {
    const { container } = renderInUi(<SiteView block={site()} />);
    expect(container).toBeEmptyDOMElement();
    const { queryAllByRole } = renderInUi(
      <SiteView
        block={site({ SiteTitle: 'Museo', SiteLink: true, SiteLinkURL: 'javascript:alert(1)' })}
      />,
      'en',
    );
    expect(queryAllByRole('link')).toHaveLength(0);
  });
});
