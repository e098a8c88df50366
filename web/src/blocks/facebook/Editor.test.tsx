import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentOf, expectValidPatch, renderEditor } from '../testing.tsx';
import { Editor } from './Editor.tsx';

const field = () => screen.getByRole('textbox', { name: 'Cuenta de Facebook' });
const type = (value: string) => fireEvent.change(field(), { target: { value } });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('facebook editor (12)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders its defaults: an empty account field', () => {
    renderEditor(Editor, contentOf('facebook'));
    expect(field()).toHaveValue('');
  });

  it('applies FacebookAccount 500 ms after typing rests, plus a further 500 ms', () => {
    const content = contentOf('facebook');
    const { patches } = renderEditor(Editor, content);
    type('hoteldemo');
    wait(999);
    expect(patches).toEqual([]);
    wait(1);
    expect(patches).toEqual([{ FacebookAccount: 'hoteldemo' }]);
    expectValidPatch('facebook', content, patches[0] ?? {});
  });

  it('each key restarts the wait; leaving the field applies at once', () => {
    const { patches } = renderEditor(Editor, contentOf('facebook'));
    type('hotel');
    wait(900);
    type('hoteldemo');
    wait(900);
    expect(patches).toEqual([]);
    fireEvent.blur(field());
    expect(patches).toEqual([{ FacebookAccount: 'hoteldemo' }]);
  });

  it('an account longer than the schema allows cannot be typed', () => {
    renderEditor(Editor, contentOf('facebook'));
    expect(field()).toHaveAttribute('maxLength', '200');
    expect(() =>
      expectValidPatch('facebook', contentOf('facebook'), { FacebookAccount: 'x'.repeat(201) }),
    ).toThrow();
  });

  it('collapsed, shows only the account', () => {
    renderEditor(Editor, contentOf('facebook', { FacebookAccount: 'hoteldemo' }), {
      collapsed: true,
    });
    expect(screen.getByText('hoteldemo')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
