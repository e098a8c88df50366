import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { ProductView } from './View.tsx';

const product = (over: Partial<Parameters<typeof guestBlock<'product'>>[1]> = {}) =>
  guestBlock('product', {
    ProductName: 'Masaje relajante',
    ProductDescription: '50 minutos con aceites esenciales',
    ProductNote: 'Reserva en recepción',
    ProductPrice: 'desde 60 €',
    ProductPromotion: true,
    ProductImage: '/uploads/1/spa.jpg',
    ...over,
  });

describe('ProductView', () => {
  it('shows the product with its free-text price, its offer badge and a lazy image', () => {
    const { getByRole, getByText, container } = renderInUi(<ProductView block={product()} />, 'en');
    expect(getByRole('heading', { level: 3 })).toHaveTextContent('Masaje relajante');
    expect(getByText('desde 60 €')).toBeInTheDocument();
    expect(getByText('Special offer')).toBeInTheDocument();
    expect(getByText('Reserva en recepción')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('renders nothing without a name, and no badge, price or unsafe image when absent', () => {
    expect(
      renderInUi(<ProductView block={product({ ProductName: '' })} />).container,
    ).toBeEmptyDOMElement();
    const { container, queryByText } = renderInUi(
      <ProductView
        block={product({ ProductPromotion: false, ProductPrice: '', ProductImage: 'data:x' })}
      />,
    );
    expect(queryByText('Promoción')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container).not.toHaveTextContent('Precio');
  });
});
