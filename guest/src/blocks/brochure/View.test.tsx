import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { BrochureView } from './View.tsx';

const brochure = (fields: Partial<Parameters<typeof guestBlock<'brochure'>>[1]> = {}) =>
  guestBlock('brochure', {
    BrochureImage: null,
    BrochureTitle: '',
    BrochureSubtitle: '',
    BrochureWithLocation: false,
    BrochureMunicipaly: '',
    BrochureAddress: '',
    BrochurePostalCode: '',
    BrochureLat: null,
    BrochureLon: null,
    BrochureWithContact: false,
    BrochurePhone: '',
    BrochureFax: '',
    BrochureEmail: '',
    BrochureWeb: '',
    BrochureWithDescription: false,
    BrochureDescription: '',
    BrochureNote: '',
    BrochureWithFacts: false,
    BrochureHours: '',
    BrochurePrice: '',
    BrochureServices: '',
    SiteTitle: '',
    SiteAddress: '',
    SiteLat: null,
    SiteLon: null,
    ...fields,
  });

describe('BrochureView', () => {
  it('shows the sections staff switched on, with links a guest taps', () => {
    const { getByRole, queryByRole, container } = renderInUi(
      <BrochureView
        block={brochure({
          BrochureImage: '/uploads/museo.jpg',
          BrochureTitle: 'Museo del Mar',
          BrochureWithLocation: true,
          BrochureAddress: 'Calle del Puerto 3',
          BrochurePostalCode: '20003',
          BrochureMunicipaly: 'Donostia',
          BrochureWithContact: true,
          BrochurePhone: '943 111 222',
          BrochureEmail: 'hola@museo.example',
          BrochureWeb: 'https://museo.example',
          BrochureWithFacts: true,
          BrochureHours: '10:00–19:00',
          BrochureDescription: '<p>No se muestra</p>',
        })}
      />,
      'en',
    );
    expect(getByRole('heading', { level: 2, name: 'Museo del Mar' })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(getByRole('link', { name: /Calle del Puerto 3, 20003 Donostia/ })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Calle%20del%20Puerto%203%2C%2020003%20Donostia',
    );
    expect(getByRole('link', { name: '943 111 222' })).toHaveAttribute('href', 'tel:943111222');
    expect(getByRole('link', { name: 'hola@museo.example' })).toHaveAttribute(
      'href',
      'mailto:hola@museo.example',
    );
    expect(getByRole('link', { name: /^museo\.example/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(getByRole('heading', { name: 'Good to know' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Opening hours10:00–19:00');
    expect(queryByRole('heading', { name: 'Description' })).toBeNull();
    expect(container).not.toHaveTextContent('No se muestra');
  });

  it('a new empty brochure renders nothing; sections switched on but empty stay out', () => {
    const { container } = renderInUi(<BrochureView block={brochure()} />);
    expect(container).toBeEmptyDOMElement();
    const { queryByRole } = renderInUi(
      <BrochureView
        block={brochure({
          BrochureTitle: 'Faro',
          BrochureWithContact: true,
          BrochureWithFacts: true,
        })}
      />,
    );
    expect(queryByRole('heading', { name: 'Contacto' })).toBeNull();
    expect(queryByRole('heading', { name: 'Datos prácticos' })).toBeNull();
  });
});
