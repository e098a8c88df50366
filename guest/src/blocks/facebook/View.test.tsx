import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { FacebookView } from './View.tsx';

describe('FacebookView', () => {
  it("links to the venue's page in a new tab", () => {
    const { getByRole } = renderInUi(
      <FacebookView block={guestBlock('facebook', { FacebookAccount: 'hotel.mar' })} />,
    );
    const link = getByRole('link', { name: 'hotel.mar en Facebook' });
    expect(link).toHaveAttribute('href', 'https://www.facebook.com/hotel.mar');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows nothing without an account, or for another host', () => {
    for (const FacebookAccount of ['', 'https://evil.example/hotel', 'javascript:alert(1)']) {
      const { container, unmount } = renderInUi(
        <FacebookView block={guestBlock('facebook', { FacebookAccount })} />,
      );
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
