// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAcceptedVideoFile, isOtherService } from './videoRules.ts';

describe('isAcceptedVideoFile: video/mp4, video/webm, video/quicktime', () => {
  it('accepts the three types, and a known extension when the browser names no type', () => {
    expect(isAcceptedVideoFile({ type: 'video/mp4', name: 'a.mp4' })).toBe(true);
    expect(isAcceptedVideoFile({ type: 'video/webm', name: 'a' })).toBe(true);
    expect(isAcceptedVideoFile({ type: 'video/quicktime', name: 'a.mov' })).toBe(true);
    expect(isAcceptedVideoFile({ type: '', name: 'Clip.MOV' })).toBe(true);
  });

  it('refuses anything else', () => {
    expect(isAcceptedVideoFile({ type: 'video/x-msvideo', name: 'a.avi' })).toBe(false);
    expect(isAcceptedVideoFile({ type: 'image/png', name: 'a.mp4' })).toBe(false);
    expect(isAcceptedVideoFile({ type: '', name: 'a.exe' })).toBe(false);
  });
});

describe('isOtherService', () => {
  it("names the reason when a YouTube block holds another site's https link, and likewise for Vimeo", () => {
    expect(isOtherService('youtube', 'https://vimeo.com/1')).toBe(true);
    expect(isOtherService('vimeo', 'https://youtu.be/x')).toBe(true);
  });

  it("is quiet for the service's own hosts, empty links and files", () => {
    expect(isOtherService('youtube', 'https://youtu.be/x')).toBe(false);
    expect(isOtherService('youtube', 'https://m.youtube.com/watch?v=x')).toBe(false);
    expect(isOtherService('vimeo', 'https://player.vimeo.com/video/1')).toBe(false);
    expect(isOtherService('youtube', '')).toBe(false);
    expect(isOtherService('file', 'https://x.es/a.mp4')).toBe(false);
    // Plain http is refused for being http, whatever the host.
    expect(isOtherService('youtube', 'http://vimeo.com/1')).toBe(false);
  });
});
