import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { IconsView } from './View.tsx';

describe('IconsView', () => {
  it('shows its icon lazily, aligned', () => {
    const { container } = renderInUi(
      <IconsView
        block={guestBlock('icons', { IconsURL: '/uploads/1/icon.png', IconsAlign: 'right' })}
      />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/uploads/1/icon.png');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
    expect(img?.parentElement?.className).toMatch(/right/);
  });

  it('shows nothing without an image, or for an address it must not load', () => {
    for (const IconsURL of [null, '', 'javascript:alert(1)']) {
      const { container, unmount } = renderInUi(
        <IconsView block={guestBlock('icons', { IconsURL, IconsAlign: 'center' })} />,
      );
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
