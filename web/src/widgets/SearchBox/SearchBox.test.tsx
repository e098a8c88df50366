import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { SearchBox } from './SearchBox.tsx';

describe('SearchBox', () => {
  it('searches the text on Enter', async () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar' }), 'paella{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('paella');
  });

  it('searches the text on the magnifier icon, not while typing', async () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} placeholder="Buscar platos" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar platos' }), 'gazpacho');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith('gazpacho');
  });

  it('shows the clear icon only when clearable and there is text', async () => {
    const { rerender } = render(<SearchBox onSearch={vi.fn()} defaultValue="spa" />);
    expect(screen.queryByRole('button', { name: 'Borrar la búsqueda' })).not.toBeInTheDocument();
    rerender(<SearchBox onSearch={vi.fn()} defaultValue="spa" clearable key="clearable" />);
    expect(screen.getByRole('button', { name: 'Borrar la búsqueda' })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox'));
    expect(screen.queryByRole('button', { name: 'Borrar la búsqueda' })).not.toBeInTheDocument();
  });

  it('clear empties the text, searches again with empty text and keeps the focus', async () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} clearable defaultValue="spa" />);
    await userEvent.click(screen.getByRole('button', { name: 'Borrar la búsqueda' }));
    const field = screen.getByRole('textbox', { name: 'Buscar' });
    expect(field).toHaveValue('');
    expect(onSearch).toHaveBeenCalledWith('');
    expect(field).toHaveFocus();
  });

  it('Escape clears a clearable box, and does nothing to a plain one', async () => {
    const onSearch = vi.fn();
    const { unmount } = render(<SearchBox onSearch={onSearch} clearable />);
    await userEvent.type(screen.getByRole('textbox'), 'vino{Escape}');
    expect(screen.getByRole('textbox')).toHaveValue('');
    expect(onSearch).toHaveBeenCalledWith('');
    unmount();
    onSearch.mockClear();
    render(<SearchBox onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('textbox'), 'vino{Escape}');
    expect(screen.getByRole('textbox')).toHaveValue('vino');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('follows the text its parent keeps', async () => {
    const onSearch = vi.fn();
    const Parent = () => {
      const [text, setText] = useState('menú');
      return (
        <>
          <SearchBox value={text} onChange={setText} onSearch={onSearch} clearable />
          <output>{text}</output>
        </>
      );
    };
    render(<Parent />);
    await userEvent.type(screen.getByRole('textbox'), ' infantil{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('menú infantil');
    expect(onSearch).toHaveBeenCalledWith('menú infantil');
    await userEvent.click(screen.getByRole('button', { name: 'Borrar la búsqueda' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is named by its visible label when it has one, and cannot be used when disabled', async () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} label="Puntos" disabled defaultValue="mesa" clearable />);
    expect(screen.getByRole('textbox', { name: 'Puntos' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Borrar la búsqueda' })).toBeDisabled();
  });

  it('speaks English when the interface does', async () => {
    await i18n.changeLanguage('en');
    render(<SearchBox onSearch={vi.fn()} clearable defaultValue="x" />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear the search' })).toBeInTheDocument();
  });
});
