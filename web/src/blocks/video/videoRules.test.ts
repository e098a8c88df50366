// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAcceptedVideoFile, isOtherService, isVideoUrl } from './videoRules.ts';

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

describe('isVideoUrl', () => {
  it("accepts '' and http(s) links", () => {
    expect(isVideoUrl('')).toBe(true);
    expect(isVideoUrl('https://www.youtube.com/watch?v=x')).toBe(true);
    expect(isVideoUrl('http://vimeo.com/1')).toBe(true);
  });

  it('refuses other schemes, spaces and bare words', () => {
    for (const bad of ['javascript:alert(1)', 'youtube.com/x', 'https://you tube.com', 'https://x'])
      expect(isVideoUrl(bad), bad).toBe(false);
  });
});

describe('isOtherService', () => {
  it("warns when a YouTube block holds another site's link, and likewise for Vimeo", () => {
    expect(isOtherService('youtube', 'https://vimeo.com/1')).toBe(true);
    expect(isOtherService('vimeo', 'https://youtu.be/x')).toBe(true);
  });

  it("is quiet for the service's own hosts, empty links and files", () => {
    expect(isOtherService('youtube', 'https://youtu.be/x')).toBe(false);
    expect(isOtherService('youtube', 'https://m.youtube.com/watch?v=x')).toBe(false);
    expect(isOtherService('vimeo', 'https://player.vimeo.com/video/1')).toBe(false);
    expect(isOtherService('youtube', '')).toBe(false);
    expect(isOtherService('file', 'https://x.es/a.mp4')).toBe(false);
  });
});
