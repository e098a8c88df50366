import { vi } from 'vitest';

/**
 * jsdom has no object URLs: stand-ins on a stubbed `URL` for one file. A stub, not a change to
 * jsdom's own URL, because workers keep that object from one test file to the next.
 */
export const stubObjectUrls = () => {
  let n = 0;
  const create = vi.fn((_: Blob | MediaSource) => `blob:test/${++n}`);
  const revoke = vi.fn((_: string) => undefined);
  class UrlWithObjectUrls extends URL {
    static override createObjectURL = create;
    static override revokeObjectURL = revoke;
  }
  vi.stubGlobal('URL', UrlWithObjectUrls);
  return { create, revoke };
};
