import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { ImageTranslateView } from './View.tsx';

describe('ImageTranslateView', () => {
  it("shows the image of the guest's language, lazily", () => {
    const { container } = renderInUi(
      <ImageTranslateView
        block={guestBlock('imageTranslate', { ImageTranslateURL: '/uploads/1/carta-en.jpg' })}
      />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/uploads/1/carta-en.jpg');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows nothing when this language has no image', () => {
    const { container } = renderInUi(
      <ImageTranslateView block={guestBlock('imageTranslate', { ImageTranslateURL: '' })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
