import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { InstagramView } from './View.tsx';

describe('InstagramView', () => {
  it("frames the post of Instagram's blockquote code, sandboxed", () => {
    const { getByTitle, container } = renderInUi(
      <InstagramView
        block={guestBlock('instagram', {
          InstagramIframe:
            '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C1a2b3c4d5/?utm_source=ig_embed"><a href="https://www.instagram.com/p/C1a2b3c4d5/">Ver</a></blockquote>',
        })}
      />,
      'en',
    );
    const frame = getByTitle('Instagram post');
    expect(frame).toHaveAttribute('src', 'https://www.instagram.com/p/C1a2b3c4d5/embed/');
    expect(frame).toHaveAttribute('sandbox');
    expect(container.querySelector('blockquote')).toBeNull();
  });

  it('frames an allow-listed iframe code; nothing for another host or an empty code', () => {
    const ok = renderInUi(
      <InstagramView
        block={guestBlock('instagram', {
          InstagramIframe:
            '<iframe src="https://www.instagram.com/p/C1a2b3c4d5/embed" height="600"></iframe>',
        })}
      />,
    );
    expect(ok.container.querySelector('iframe')).toHaveStyle({ height: '37.5rem' });
    ok.unmount();
    for (const InstagramIframe of ['', '<iframe src="https://evil.example/x"></iframe>']) {
      const { container, unmount } = renderInUi(
        <InstagramView block={guestBlock('instagram', { InstagramIframe })} />,
      );
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
