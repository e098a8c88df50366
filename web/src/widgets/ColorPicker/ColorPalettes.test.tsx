import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../app/session.tsx';
import { enterprise, staffUser } from '../../test/fixtures.ts';
import { ColorPicker } from './ColorPicker.tsx';
import { ColorPickerInput } from './ColorPickerInput.tsx';

const opener = () => screen.getByRole('button', { name: /Color del texto/ });
const group = (name: string) => within(screen.getByRole('group', { name }));

const Connected = ({ initial = null }: { initial?: string | null }) => {
  const [value, setValue] = useState(initial);
  return (
    <SessionProvider session={{ user: staffUser, enterprise }}>
      <ColorPicker label="Color del texto" value={value} onChange={setValue} />
    </SessionProvider>
  );
};

describe('ColorPickerInput: enterprise and recent colours (pure, through props)', () => {
  it('shows labelled groups: the enterprise, the recent colours, then the presets', async () => {
    const onChange = vi.fn();
    render(
      <ColorPickerInput
        label="Color del texto"
        value="#00AA00"
        onChange={onChange}
        enterpriseColors={['#1E6091', '#F4EFE6']}
        recentColors={['#123456']}
      />,
    );
    await userEvent.click(opener());
    const headings = within(screen.getByRole('dialog'))
      .getAllByRole('group')
      .map((g) => g.getAttribute('aria-labelledby'))
      .map((id) => (id ? document.getElementById(id)?.textContent : null));
    expect(headings).toEqual(['Colores de la empresa', 'Recientes', 'Colores predefinidos']);
    expect(
      group('Colores de la empresa')
        .getAllByRole('button')
        .map((b) => b.ariaLabel),
    ).toEqual(['#1E6091', '#F4EFE6']);
    expect(group('Recientes').getByRole('button', { name: '#123456' })).toBeInTheDocument();
    await userEvent.click(group('Colores de la empresa').getByRole('button', { name: '#1E6091' }));
    expect(onChange).toHaveBeenCalledWith('#1E6091');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without enterprise or recent colours, only the presets, untitled as before', async () => {
    render(<ColorPickerInput label="Color del texto" value={null} onChange={vi.fn()} />);
    await userEvent.click(opener());
    expect(within(screen.getByRole('dialog')).getAllByRole('group')).toHaveLength(1);
    expect(screen.queryByText('Recientes')).not.toBeInTheDocument();
    expect(group('Colores predefinidos').getAllByRole('button')).toHaveLength(15);
  });

  it('tells the chosen colour when the dialog closes, only if it changed', async () => {
    const onColorUsed = vi.fn();
    const Harness = () => {
      const [value, setValue] = useState<string | null>('#AA0000');
      return (
        <ColorPickerInput
          label="Color del texto"
          value={value}
          onChange={setValue}
          onColorUsed={onColorUsed}
        />
      );
    };
    render(<Harness />);
    await userEvent.click(opener());
    await userEvent.keyboard('{Escape}');
    expect(onColorUsed).not.toHaveBeenCalled();
    await userEvent.click(opener());
    await userEvent.click(screen.getByRole('button', { name: '#00AAAA' }));
    expect(onColorUsed).toHaveBeenCalledWith('#00AAAA');
    expect(onColorUsed).toHaveBeenCalledTimes(1);
  });
});

describe('ColorPicker (connected): the session enterprise and this browser', () => {
  beforeEach(() => localStorage.clear());

  it("offers the enterprise's theme and background colours", async () => {
    render(<Connected />);
    await userEvent.click(opener());
    expect(
      group('Colores de la empresa')
        .getAllByRole('button')
        .map((b) => b.ariaLabel),
    ).toEqual(['#1E6091', '#F4EFE6']);
  });

  it('remembers the last 8 colours chosen, newest first, across pickers', async () => {
    const { unmount } = render(<Connected />);
    const picks = [
      '#FF0000',
      '#AA0000',
      '#550000',
      '#FFFF00',
      '#AAAA00',
      '#555500',
      '#00FF00',
      '#00AA00',
      '#005500',
    ];
    for (const pick of picks) {
      await userEvent.click(opener());
      await userEvent.click(group('Colores predefinidos').getByRole('button', { name: pick }));
    }
    unmount();
    render(<Connected />);
    await userEvent.click(opener());
    const recent = group('Recientes')
      .getAllByRole('button')
      .map((b) => b.ariaLabel);
    expect(recent).toEqual([...picks].reverse().slice(0, 8));
    expect(JSON.parse(localStorage.getItem('carta.recentColors') ?? '[]')).toEqual(recent);
  });

  it('a hex typed counts once, as the colour it ends on', async () => {
    render(<Connected />);
    await userEvent.click(opener());
    const hex = screen.getByRole('textbox', { name: 'Hexadecimal' });
    await userEvent.clear(hex);
    await userEvent.type(hex, '#123456');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(opener());
    expect(
      group('Recientes')
        .getAllByRole('button')
        .map((b) => b.ariaLabel),
    ).toEqual(['#123456']);
  });
});
