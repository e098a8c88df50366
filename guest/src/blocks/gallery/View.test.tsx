import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { GalleryView } from './View.tsx';

describe('GalleryView', () => {
  it('shows its images as a keyboard-scrollable strip, each lazily and with alt text', () => {
    const { getByRole, getAllByRole } = renderInUi(
      <GalleryView
        block={guestBlock('gallery', {
          GallerySlider: true,
          GalleryMobileHeight: 240,
          Images: ['/uploads/1/a.jpg', 'https://cdn.example.com/b.jpg', 'javascript:alert(1)'],
        })}
      />,
      'en',
    );
    const strip = getByRole('region', { name: 'Image gallery' });
    expect(strip).toHaveAttribute('tabindex', '0');
    const images = getAllByRole('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAccessibleName('Image 1 of 2');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveStyle({ height: '15rem' });
  });

  it('renders nothing for a gallery with no images', () => {
    const { container } = renderInUi(
      <GalleryView
        block={guestBlock('gallery', {
          GallerySlider: true,
          GalleryMobileHeight: null,
          Images: [],
        })}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
