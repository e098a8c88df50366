import { describe, expect, it } from 'vitest';
import { allowedFramePermissions } from './embed-permissions.ts';

describe('allowedFramePermissions: only media grants survive', () => {
  it.each([
    ['camera; microphone; geolocation', ''],
    [
      'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share',
      'encrypted-media; picture-in-picture',
    ],
    ['fullscreen *; camera https://evil.example', 'fullscreen'],
    ['FULLSCREEN;fullscreen; payment', 'fullscreen'],
    ['', ''],
  ])('%s → %s', (allow, kept) => expect(allowedFramePermissions(allow)).toBe(kept));
});
