import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { MenuEntryTile } from './MenuEntryTile.tsx';

const style = {
  BGColor: '#00695c',
  Color: '#ffffff',
  BGColorSecundary: '#e0f2f1',
  ColorSecundary: '#004d40',
  Font: 'Georgia',
  FontSecundary: 'Verdana',
  FontSize: 22,
  FontSizeSecundary: 16,
  withGradient: true,
  withGradientSubmenu: false,
};

const name = { es: 'Restaurante', en: 'Restaurant', de: '' };

describe('MenuEntryTile', () => {
  it("shows the name in the UI language, 'es' by default", async () => {
    const { rerender } = render(<MenuEntryTile name={name} style={style} />);
    expect(screen.getByText('Restaurante')).toBeInTheDocument();
    await i18n.changeLanguage('en');
    rerender(<MenuEntryTile name={name} style={style} />);
    expect(screen.getByText('Restaurant')).toBeInTheDocument();
  });

  it("falls back to 'es' when the locale has no text, and says when there is no name", () => {
    const { rerender } = render(<MenuEntryTile name={name} style={style} locale="de" />);
    expect(screen.getByText('Restaurante')).toBeInTheDocument();
    rerender(<MenuEntryTile name={{ es: '' }} style={style} />);
    expect(screen.getByText('Sin nombre')).toBeInTheDocument();
  });

  it('applies the main style settings with the gradient', () => {
    const { container } = render(<MenuEntryTile name={name} style={style} />);
    const tile = container.firstElementChild as HTMLElement;
    expect(tile).toHaveStyle({ backgroundColor: 'rgb(0, 105, 92)', color: 'rgb(255, 255, 255)' });
    expect(tile).toHaveAttribute('data-gradient', 'true');
    const text = screen.getByText('Restaurante');
    expect(text).toHaveStyle({ fontSize: '22px' });
    expect(getComputedStyle(text).fontFamily).toContain('Georgia');
  });

  it('applies the Secundary settings and withGradientSubmenu to a submenu entry', () => {
    const { container } = render(<MenuEntryTile name={name} style={style} secondary />);
    const tile = container.firstElementChild as HTMLElement;
    expect(tile).toHaveStyle({ backgroundColor: 'rgb(224, 242, 241)', color: 'rgb(0, 77, 64)' });
    expect(tile).not.toHaveAttribute('data-gradient');
    const text = screen.getByText('Restaurante');
    expect(text).toHaveStyle({ fontSize: '16px' });
    expect(getComputedStyle(text).fontFamily).toContain('Verdana');
  });

  it('shows no handle or pencil unless editing is enabled', () => {
    render(<MenuEntryTile name={name} style={style} onEdit={vi.fn()} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when editable, shows a move handle carrying the drag props and a pencil that edits', async () => {
    const onEdit = vi.fn();
    const onKeyDown = vi.fn();
    render(
      <MenuEntryTile
        name={name}
        style={style}
        editable
        onEdit={onEdit}
        dragHandleProps={{ onKeyDown, 'aria-roledescription': 'sortable', 'data-handle': 'yes' }}
      />,
    );
    const handle = screen.getByRole('button', { name: 'Mover: Restaurante' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    expect(handle).toHaveAttribute('data-handle', 'yes');
    handle.focus();
    await userEvent.keyboard(' ');
    expect(onKeyDown).toHaveBeenCalled();

    const pencil = screen.getByRole('button', { name: 'Editar: Restaurante' });
    expect(pencil).toBeEnabled();
    await userEvent.click(pencil);
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it('disables the pencil of an unsaved entry and says why on hover and on focus', async () => {
    const onEdit = vi.fn();
    render(<MenuEntryTile name={name} style={style} editable isNew onEdit={onEdit} />);
    const pencil = screen.getByRole('button', { name: 'Editar: Restaurante' });
    expect(pencil).toBeDisabled();
    await userEvent.click(pencil, { pointerEventsCheck: 0 });
    expect(onEdit).not.toHaveBeenCalled();

    const wrapper = pencil.parentElement as HTMLElement;
    await userEvent.hover(wrapper);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Guarde antes de editar');
    await userEvent.unhover(wrapper);

    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    // Keyboard users reach the wrapper right after the move handle.
    screen.getByRole('button', { name: 'Mover: Restaurante' }).focus();
    await userEvent.tab();
    // jsdom has no :focus-visible, so the tooltip on keyboard focus is proven in the browser test.
    expect(wrapper).toHaveFocus();
  });
});
