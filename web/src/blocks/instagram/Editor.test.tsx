import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unsafeNodes, XSS_EMBEDS } from '../shared/xssPayloads.ts';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const EMBED =
  '<iframe src="https://www.instagram.com/p/C1/embed" width="400" height="480"></iframe>';

const codeField = () => screen.getByRole('textbox', { name: 'Código de inserción de Instagram' });
const preview = () => screen.getByTestId('embed-preview');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('instagram editor (36)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders its defaults: an empty code and no preview yet', () => {
    renderEditor(Editor, contentOf('instagram'));
    expect(codeField()).toHaveValue('');
    expect(screen.getByText('Todavía no hay código de inserción.')).toBeInTheDocument();
  });

  it('behaviour.md#editing: stores the code 500 ms after the last keystroke, cleared first and set 500 ms later', () => {
    const content = contentOf('instagram');
    const { patches, applyPatches } = renderEditor(Editor, content);
    fireEvent.change(codeField(), { target: { value: '<iframe' } });
    advance(300);
    fireEvent.change(codeField(), { target: { value: EMBED } });
    advance(499);
    expect(patches).toEqual([]);
    advance(1);
    expect(patches).toEqual([{ InstagramIframe: '' }]);
    applyPatches();
    expect(codeField()).toHaveValue(EMBED);
    advance(499);
    expect(patches).toHaveLength(1);
    advance(1);
    expect(patches).toEqual([{ InstagramIframe: '' }, { InstagramIframe: EMBED }]);
    for (const patch of patches) expectValidPatch('instagram', content, patch);
    applyPatches();
    expect(codeField()).toHaveValue(EMBED);
    expect(preview().querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.instagram.com/p/C1/embed',
    );
  });

  it('the embed refreshes: the preview empties with the cleared value and shows it again', () => {
    const content = contentOf('instagram', { InstagramIframe: EMBED });
    const { patches, applyPatches } = renderEditor(Editor, content);
    const first = preview().querySelector('iframe');
    expect(first).not.toBeNull();
    fireEvent.change(codeField(), { target: { value: `${EMBED} ` } });
    advance(500);
    applyPatches();
    expect(preview().querySelector('iframe')).toBeNull();
    advance(500);
    applyPatches();
    const second = preview().querySelector('iframe');
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect(patches.at(-1)).toEqual({ InstagramIframe: `${EMBED} ` });
  });

  it('typing during the refresh starts the wait again and stores only the last code', () => {
    const { patches, applyPatches } = renderEditor(Editor, contentOf('instagram'));
    fireEvent.change(codeField(), { target: { value: 'a' } });
    advance(500);
    applyPatches();
    fireEvent.change(codeField(), { target: { value: EMBED } });
    advance(500);
    expect(patches).toEqual([{ InstagramIframe: '' }, { InstagramIframe: '' }]);
    advance(500);
    expect(patches.at(-1)).toEqual({ InstagramIframe: EMBED });
    expect(patches.filter((patch) => patch.InstagramIframe === 'a')).toEqual([]);
  });

  it('a change still waiting when the editor goes away is stored, not lost', () => {
    const { patches, unmount } = renderEditor(Editor, contentOf('instagram'));
    fireEvent.change(codeField(), { target: { value: EMBED } });
    unmount();
    expect(patches).toEqual([{ InstagramIframe: EMBED }]);
  });

  it('a stored value changed elsewhere (undo, reload) replaces what is on screen', () => {
    const { patches, applyPatches } = renderEditor(Editor, contentOf('instagram'));
    fireEvent.change(codeField(), { target: { value: 'a half-typed code' } });
    // What the store would hold after an undo restoring another code.
    patches.push({ InstagramIframe: EMBED });
    applyPatches();
    expect(codeField()).toHaveValue(EMBED);
    advance(2000);
    expect(patches).toEqual([{ InstagramIframe: EMBED }]);
  });

  it.each(XSS_EMBEDS)('never lets %s reach the preview DOM', (payload) => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderEditor(Editor, contentOf('instagram', { InstagramIframe: payload }));
    expect(unsafeNodes(preview())).toEqual([]);
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    vi.runAllTimers();
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('says so when an iframe to a host off the allow-list was dropped', () => {
    renderEditor(
      Editor,
      contentOf('instagram', {
        InstagramIframe: '<iframe src="https://evil.example.com/x"></iframe>',
      }),
    );
    expect(
      screen.getByText(/Se ha quitado un iframe de un sitio no permitido/),
    ).toBeInTheDocument();
    expect(preview().querySelector('iframe')).toBeNull();
  });

  it('collapsed, shows only a summary line', () => {
    renderEditor(Editor, contentOf('instagram', { InstagramIframe: EMBED }), { collapsed: true });
    expect(screen.getByText('Publicación de Instagram insertada')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
