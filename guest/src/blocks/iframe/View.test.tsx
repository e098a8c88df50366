import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { IframeView } from './View.tsx';

describe('IframeView', () => {
  it('frames an https page at its height, sandboxed without its own origin', () => {
    const { getByTitle } = renderInUi(
      <IframeView
        block={guestBlock('iframe', {
          IframeHeight: 480,
          IframeURL: 'https://booking.example.com/hotel',
          IframeURLAllowListed: false,
        })}
      />,
      'en',
    );
    const frame = getByTitle('Embedded page');
    expect(frame).toHaveAttribute('src', 'https://booking.example.com/hotel');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(frame).toHaveStyle({ height: '30rem' });
  });

  it('frames nothing without an address, or for one that is not https', () => {
    for (const IframeURL of ['', 'http://x.example.com', 'javascript:alert(1)']) {
      const { container, unmount } = renderInUi(
        <IframeView
          block={guestBlock('iframe', {
            IframeHeight: 400,
            IframeURL,
            IframeURLAllowListed: false,
          })}
        />,
      );
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
