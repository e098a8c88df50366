import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { type UploadOptions, uploadFile } from '../../api/uploads.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

vi.mock('../../api/uploads.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/uploads.ts')>()),
  uploadFile: vi.fn(),
}));

const typeGroup = () => screen.getByRole('group', { name: 'Tipo de vídeo' });
const typeButton = (name: string) => within(typeGroup()).getByRole('button', { name });
const urlField = () => screen.getByRole('textbox', { name: 'Dirección del vídeo' });
const mp4 = (name = 'spa.mp4', type = 'video/mp4') =>
  new File([new Uint8Array(64)], name, { type });
const chooseVideo = (file: File) =>
  userEvent
    .setup({ applyAccept: false })
    .upload(screen.getByLabelText('Elegir vídeo') as HTMLInputElement, file);

/** An upload that the test finishes by hand, reporting progress on the way. */
const pendingUpload = () => {
  let options: UploadOptions | undefined;
  let finish: (url: string) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  vi.mocked(uploadFile).mockImplementation(
    (_kind, _file, given) =>
      new Promise<string>((resolve, reject) => {
        options = given;
        finish = resolve;
        fail = reject;
      }),
  );
  return {
    progress: (fraction: number) => act(() => options?.onProgress?.(fraction)),
    finish: (url: string) => act(async () => finish(url)),
    fail: (error: unknown) => act(async () => fail(error)),
  };
};

describe('video editor (8)', () => {
  beforeEach(() => {
    vi.mocked(uploadFile).mockReset();
  });

  it('renders its defaults: YouTube chosen, a URL field', () => {
    renderEditor(Editor, contentOf('video'), { isNew: true });
    expect(typeButton('YouTube')).toHaveAttribute('aria-pressed', 'true');
    expect(urlField()).toHaveValue('');
    expect(urlField()).toBeEnabled();
  });

  it('a new block changes type; the link of the old type is dropped', async () => {
    const content = contentOf('video', { VideoURL: 'https://youtu.be/x' });
    const { patches } = renderEditor(Editor, content, { isNew: true });
    await userEvent.click(typeButton('Vimeo'));
    expect(patches).toEqual([{ TypeVideo: 'vimeo', VideoURL: '' }]);
    expectValidPatch('video', content, patches[0] ?? {});
  });

  it('a saved block keeps its type: the toggle is disabled and says why', () => {
    renderEditor(Editor, contentOf('video', { TypeVideo: 'vimeo' }), { isNew: false });
    for (const name of ['YouTube', 'Vimeo', 'Archivo']) expect(typeButton(name)).toBeDisabled();
    expect(screen.getByText(/no se puede cambiar una vez guardado/)).toBeInTheDocument();
  });

  it('reports a YouTube link as VideoURL', async () => {
    const content = contentOf('video');
    const { patches } = renderEditor(Editor, content);
    await userEvent.type(urlField(), 'https://youtu.be/abc');
    expect(patches.at(-1)).toEqual({ VideoURL: 'https://youtu.be/abc' });
    for (const patch of patches) expectValidPatch('video', content, patch);
  });

  it('refuses a link that is not http(s), with a message, storing nothing', async () => {
    const { patches } = renderEditor(Editor, contentOf('video'));
    await userEvent.type(urlField(), 'javascript:alert(1)');
    await userEvent.tab();
    expect(patches).toEqual([]);
    expect(urlField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/empiece por https:\/\//)).toBeInTheDocument();
  });

  it("refuses another service's link, saying why, storing nothing", async () => {
    const { patches } = renderEditor(Editor, contentOf('video'));
    await userEvent.type(urlField(), 'https://vimeo.com/1');
    await userEvent.tab();
    expect(patches).toEqual([]);
    expect(urlField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/no es de YouTube/)).toBeInTheDocument();
  });

  it('shows a stored link of older data that the rule refuses (plain http) as refused', () => {
    renderEditor(Editor, contentOf('video', { VideoURL: 'http://www.youtube.com/watch?v=x' }));
    expect(urlField()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/empiece por https:\/\//)).toBeInTheDocument();
  });

  it('file, new, no URL: a file input accepting MP4, WebM and MOV, not the URL field', () => {
    renderEditor(Editor, contentOf('video', { TypeVideo: 'file' }), { isNew: true });
    expect(screen.getByLabelText('Elegir vídeo')).toHaveAttribute(
      'accept',
      'video/mp4,video/webm,video/quicktime',
    );
    expect(screen.queryByRole('textbox', { name: 'Dirección del vídeo' })).not.toBeInTheDocument();
  });

  it('uploads the file with progress, then VideoURL is the returned URL', async () => {
    const upload = pendingUpload();
    const content = contentOf('video', { TypeVideo: 'file' });
    const { patches } = renderEditor(Editor, content, { isNew: true });
    const file = mp4();
    await chooseVideo(file);
    expect(uploadFile).toHaveBeenCalledWith('video', file, {
      enterpriseId: '12',
      onProgress: expect.any(Function),
      signal: expect.any(AbortSignal),
    });
    upload.progress(0.42);
    expect(
      screen.getByRole('progressbar', { name: 'Progreso de la subida del vídeo' }),
    ).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Subiendo spa.mp4… 42 %')).toBeInTheDocument();
    await upload.finish('/uploads/12/v.mp4');
    expect(patches).toEqual([{ VideoURL: '/uploads/12/v.mp4' }]);
    expectValidPatch('video', content, patches[0] ?? {});
  });

  it('a failed upload shows a translated error and lets the user try again', async () => {
    const upload = pendingUpload();
    const { patches } = renderEditor(Editor, contentOf('video', { TypeVideo: 'file' }), {
      isNew: true,
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await chooseVideo(mp4());
    await upload.fail(new ApiError(413, 'too_large', 'File too large'));
    expect(screen.getByRole('alert')).toHaveTextContent('supera el tamaño máximo');
    expect(patches).toEqual([]);
    expect(screen.getByRole('button', { name: 'Elegir vídeo' })).toBeInTheDocument();
  });

  it('cancelling an upload returns to the file input without an error', async () => {
    pendingUpload();
    vi.mocked(uploadFile).mockImplementation(
      (_kind, _file, options) =>
        new Promise<string>((_resolve, reject) => {
          options.signal?.addEventListener('abort', () =>
            reject(new DOMException('Upload cancelled', 'AbortError')),
          );
        }),
    );
    const { patches } = renderEditor(Editor, contentOf('video', { TypeVideo: 'file' }), {
      isNew: true,
    });
    await chooseVideo(mp4());
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar la subida' }));
    expect(await screen.findByRole('button', { name: 'Elegir vídeo' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('refuses a file that is not MP4, WebM or MOV before sending it', async () => {
    renderEditor(Editor, contentOf('video', { TypeVideo: 'file' }), { isNew: true });
    await chooseVideo(mp4('clip.avi', 'video/x-msvideo'));
    expect(uploadFile).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Elija un MP4, WebM o MOV');
  });

  it('file with a URL, or a saved file block: the URL field, disabled, and no file input', () => {
    const view = renderEditor(
      Editor,
      contentOf('video', { TypeVideo: 'file', VideoURL: '/uploads/12/v.mp4' }),
      { isNew: true },
    );
    expect(urlField()).toBeDisabled();
    expect(urlField()).toHaveValue('/uploads/12/v.mp4');
    expect(screen.queryByLabelText('Elegir vídeo')).not.toBeInTheDocument();
    view.unmount();
    renderEditor(Editor, contentOf('video', { TypeVideo: 'file' }), { isNew: false });
    expect(urlField()).toBeDisabled();
    expect(screen.queryByLabelText('Elegir vídeo')).not.toBeInTheDocument();
  });

  it('collapsed, shows only the type and the URL', () => {
    renderEditor(
      Editor,
      contentOf('video', { TypeVideo: 'vimeo', VideoURL: 'https://vimeo.com/1' }),
      { collapsed: true },
    );
    expect(screen.getByText('Vimeo · https://vimeo.com/1')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
