import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { TwitterView, twitterHandle } from './View.tsx';

describe('TwitterView', () => {
  it("links to the account's profile in a new tab", () => {
    const { getByRole } = renderInUi(
      <TwitterView block={guestBlock('twitter', { TwitterAccount: '@HotelMar' })} />,
      'en',
    );
    const link = getByRole('link', { name: '@HotelMar on X (Twitter)' });
    expect(link).toHaveAttribute('href', 'https://x.com/HotelMar');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(twitterHandle('https://twitter.com/HotelMar/status/1')).toBe('HotelMar');
  });

  it('shows nothing without an account, or with one that is not a handle', () => {
    for (const TwitterAccount of ['', 'not a handle', 'https://evil.example/HotelMar']) {
      const { container, unmount } = renderInUi(
        <TwitterView block={guestBlock('twitter', { TwitterAccount })} />,
      );
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
