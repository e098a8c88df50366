import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { IconListView } from './View.tsx';

describe('IconListView', () => {
  it('shows its icon, title and description, and its post framed', () => {
    const { getByRole, getByText, getByTitle, container } = renderInUi(
      <IconListView
        block={guestBlock('iconList', {
          IconListImage: '/uploads/1/spa.png',
          IconListTitle: 'Spa',
          IconListDescription: 'Abierto de 9 a 21 h',
          InstagramIframe: '<iframe src="https://www.instagram.com/p/C1a2b3c4d5/embed"></iframe>',
        })}
      />,
    );
    expect(getByRole('heading', { name: 'Spa' })).toBeInTheDocument();
    expect(getByText('Abierto de 9 a 21 h')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(getByTitle('Publicación de Instagram')).toHaveAttribute('sandbox');
  });

  it('renders nothing for a new, empty block', () => {
    const { container } = renderInUi(
      <IconListView
        block={guestBlock('iconList', {
          IconListImage: null,
          IconListTitle: '',
          IconListDescription: '',
          InstagramIframe: '',
        })}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
