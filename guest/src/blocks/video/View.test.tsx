import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { videoEmbedSrc } from './embed.ts';
import { VideoView } from './View.tsx';

describe('VideoView', () => {
  it('plays a YouTube link in an allow-listed, sandboxed player', () => {
    const { getByTitle } = renderInUi(
      <VideoView
        block={guestBlock('video', {
          TypeVideo: 'youtube',
          VideoURL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
        })}
      />,
      'en',
    );
    const frame = getByTitle('Video');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('sandbox')).toContain('allow-same-origin');
  });

  it('reads short, share and Vimeo links; refuses other hosts', () => {
    expect(videoEmbedSrc('youtube', 'https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedSrc('vimeo', 'https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(videoEmbedSrc('vimeo', 'https://player.vimeo.com/video/76979871?h=1')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(videoEmbedSrc('youtube', 'https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedSrc('youtube', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
  });

  it("plays an uploaded file in the browser's player", () => {
    const { container } = renderInUi(
      <VideoView
        block={guestBlock('video', { TypeVideo: 'file', VideoURL: '/uploads/1/tour.mp4' })}
      />,
    );
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', '/uploads/1/tour.mp4');
    expect(video).toHaveAttribute('controls');
  });

  it('shows nothing for a new block without an address', () => {
    const { container } = renderInUi(
      <VideoView block={guestBlock('video', { TypeVideo: 'youtube', VideoURL: '' })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
