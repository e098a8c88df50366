import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const field = () => screen.getByRole('textbox', { name: 'Cuenta' });
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('twitter editor (11)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("renders its defaults: an empty 'account' field with a search icon", () => {
    renderEditor(Editor, contentOf('twitter'));
    expect(field()).toHaveValue('');
    expect(screen.getByTestId('SearchIcon')).toBeInTheDocument();
  });

  it('applies TwitterAccount 500 ms after typing rests, plus a further 500 ms', () => {
    const content = contentOf('twitter');
    const { patches } = renderEditor(Editor, content);
    type('@hoteldemo');
    expect(field()).toHaveValue('@hoteldemo');
    wait(500);
    expect(patches).toEqual([]);
    wait(499);
    expect(patches).toEqual([]);
    wait(1);
    expect(patches).toEqual([{ TwitterAccount: '@hoteldemo' }]);
    expectValidPatch('twitter', content, patches[0] ?? {});
  });

  it('each key restarts the debounce: one change for a whole word', () => {
    const { patches } = renderEditor(Editor, contentOf('twitter'));
    type('@h');
    wait(400);
    type('@ho');
    wait(400);
    type('@hot');
    wait(999);
    expect(patches).toEqual([]);
    wait(1);
    expect(patches).toEqual([{ TwitterAccount: '@hot' }]);
  });

  it('a key pressed while the change waits its further 500 ms cancels it', () => {
    const { patches } = renderEditor(Editor, contentOf('twitter'));
    type('@ho');
    wait(700);
    type('@hotel');
    wait(700);
    expect(patches).toEqual([]);
    wait(300);
    expect(patches).toEqual([{ TwitterAccount: '@hotel' }]);
  });

  it('leaving the field applies at once, so Save right after typing keeps it', () => {
    const { patches } = renderEditor(Editor, contentOf('twitter'));
    type('@hotel ');
    fireEvent.blur(field());
    expect(patches).toEqual([{ TwitterAccount: '@hotel' }]);
    wait(2000);
    expect(patches).toHaveLength(1);
  });

  it('unmounting (collapse, another menu) applies what was waiting', () => {
    const { patches, unmount } = renderEditor(Editor, contentOf('twitter'));
    type('@hotel');
    unmount();
    expect(patches).toEqual([{ TwitterAccount: '@hotel' }]);
  });

  it('typing back the stored value changes nothing', () => {
    const { patches } = renderEditor(Editor, contentOf('twitter', { TwitterAccount: '@a' }));
    type('@ab');
    type('@a');
    wait(1000);
    expect(patches).toEqual([]);
  });

  it('collapsed, shows only the account', () => {
    const view = renderEditor(Editor, contentOf('twitter', { TwitterAccount: '@hoteldemo' }), {
      collapsed: true,
    });
    expect(screen.getByText('@hoteldemo')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    view.unmount();
    renderEditor(Editor, contentOf('twitter'), { collapsed: true });
    expect(screen.getByText('Sin cuenta')).toBeInTheDocument();
  });
});
