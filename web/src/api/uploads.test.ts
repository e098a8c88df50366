import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors.ts';
import { setToken } from './session.ts';
import { imageSubtype, uploadFile } from './uploads.ts';

type Sent = { method: string; url: string; headers: Record<string, string>; body: FormData | null };

/** A stand-in XMLHttpRequest that records what is sent and answers as told. */
const fakeXhr = (answer: { status: number; body: string }) => {
  const sent: Sent[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    #req: Sent = { method: '', url: '', headers: {}, body: null };
    open(method: string, url: string) {
      this.#req = { ...this.#req, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.#req.headers[name] = value;
    }
    send(body: FormData) {
      this.#req.body = body;
      sent.push(this.#req);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
      this.status = answer.status;
      this.responseText = answer.body;
      queueMicrotask(() => this.onload?.());
    }
    abort() {
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
};

describe('uploadFile', () => {
  beforeEach(() => setToken('tok'));
  afterEach(() => vi.unstubAllGlobals());

  it('posts multipart with EnterpriseID first and the file, reports progress, answers the URL', async () => {
    const sent = fakeXhr({ status: 200, body: '{"data":"/uploads/1/abc.pdf"}' });
    const progress: number[] = [];
    const url = await uploadFile('pdf', new File(['%PDF-1.4'], 'carta.pdf'), {
      enterpriseId: '1',
      onProgress: (f) => progress.push(f),
    });
    expect(url).toBe('/uploads/1/abc.pdf');
    expect(sent[0]?.url).toBe('/api/utils/pdf');
    expect(sent[0]?.headers.Authorization).toBe('Bearer tok');
    expect([...(sent[0]?.body?.keys() ?? [])]).toEqual(['EnterpriseID', 'file']);
    expect(progress).toEqual([0.5, 1]);
  });

  it('sends ext for an original image', async () => {
    const sent = fakeXhr({ status: 200, body: '{"data":"/uploads/1/x.png"}' });
    await uploadFile('images', new Blob(['x']), { enterpriseId: '1', ext: 'png' });
    expect(sent[0]?.body?.get('ext')).toBe('png');
  });

  it('a refusal rejects with the server error, fields included', async () => {
    fakeXhr({
      status: 413,
      body: '{"error":{"code":"too_large","message":"over 2 MB","fields":["file"]}}',
    });
    const error = await uploadFile('images', new Blob(['x']), { enterpriseId: '1' }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'too_large', fields: ['file'] });
  });

  it('403 sends the browser to the login screen', async () => {
    fakeXhr({ status: 403, body: '{"error":{"code":"forbidden","message":"no"}}' });
    await uploadFile('images', new Blob(['x']), { enterpriseId: '2' }).catch(() => undefined);
    expect(window.location.hash).toBe('#/login');
  });
});

describe('imageSubtype', () => {
  it('reads the subtype of a mime type', () => {
    expect(imageSubtype('image/png')).toBe('png');
    expect(imageSubtype('image/jpeg')).toBe('jpeg');
    expect(imageSubtype('application/pdf')).toBeNull();
  });
});
