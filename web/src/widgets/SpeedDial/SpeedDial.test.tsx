import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { SpeedDial } from './SpeedDial.tsx';

const openDial = async () => {
  const fab = screen.getByRole('button', { name: 'Acciones de edición' });
  await userEvent.click(fab);
  await waitFor(() => expect(fab).toHaveAttribute('aria-expanded', 'true'));
};

const action = (name: string) => screen.getByRole('menuitem', { name });

describe('SpeedDial', () => {
  const handlers = () => ({
    onSave: vi.fn(),
    onUndo: vi.fn(),
    onDelete: vi.fn(),
    onAdd: vi.fn(),
  });

  it('offers save, undo, delete and add naming the entry type', async () => {
    render(<SpeedDial {...handlers()} entryTypeName="Texto" />);
    await openDial();
    expect(screen.getAllByRole('menuitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Guardar',
      'Deshacer cambios',
      'Eliminar',
      'Añadir: Texto',
    ]);
  });

  it('shows only the actions it is given, and nothing without any', async () => {
    const { unmount } = render(<SpeedDial onSave={vi.fn()} onUndo={vi.fn()} undoKind="cancel" />);
    await openDial();
    expect(screen.getAllByRole('menuitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Guardar',
      'Cancelar',
    ]);
    unmount();
    const { container } = render(<SpeedDial />);
    expect(container).toBeEmptyDOMElement();
  });

  it('runs an action on click and closes', async () => {
    const h = handlers();
    render(<SpeedDial {...h} entryTypeName="Texto" />);
    await openDial();
    await userEvent.click(action('Añadir: Texto'));
    expect(h.onAdd).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Acciones de edición' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await openDial();
    await userEvent.click(action('Guardar'));
    expect(h.onSave).toHaveBeenCalledOnce();
    await openDial();
    await userEvent.click(action('Deshacer cambios'));
    expect(h.onUndo).toHaveBeenCalledOnce();
  });

  it('disables save with a spinner while saving', async () => {
    const h = handlers();
    render(<SpeedDial {...h} saving />);
    await openDial();
    const save = action('Guardando…');
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    await userEvent.click(save, { pointerEventsCheck: 0 });
    expect(h.onSave).not.toHaveBeenCalled();
  });

  it('asks before deleting, and deletes only on confirmation', async () => {
    const h = handlers();
    render(<SpeedDial {...h} deleteMessage="Se eliminará el submenú «Cenas»." />);
    await openDial();
    await userEvent.click(action('Eliminar'));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
    expect(dialog).toHaveTextContent('Se eliminará el submenú «Cenas».');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(h.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openDial();
    await userEvent.click(action('Eliminar'));
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar' }));
    expect(h.onDelete).toHaveBeenCalledOnce();
  });

  it('works from the keyboard: Enter opens, arrows move, Enter runs, Escape closes', async () => {
    const h = handlers();
    render(<SpeedDial {...h} />);
    const fab = screen.getByRole('button', { name: 'Acciones de edición' });
    await userEvent.tab();
    expect(fab).toHaveFocus();
    expect(fab).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(fab).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{ArrowUp}');
    expect(action('Guardar')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(action('Deshacer cambios')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(h.onUndo).toHaveBeenCalledOnce();

    fab.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(fab).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Escape}');
    expect(fab).toHaveAttribute('aria-expanded', 'false');
    expect(fab).toHaveFocus();
  });

  it('floats at mid-height of the right edge by default', () => {
    render(<SpeedDial onSave={vi.fn()} />);
    const root = screen.getByRole('presentation');
    expect(root).toHaveStyle({ position: 'fixed', right: '16px', top: '50%' });
  });

  it('translates its labels', async () => {
    await i18n.changeLanguage('en');
    render(<SpeedDial {...handlers()} entryTypeName="Text" saving />);
    const fab = screen.getByRole('button', { name: 'Editing actions' });
    await userEvent.click(fab);
    await waitFor(() => expect(fab).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getAllByRole('menuitem').map((item) => item.getAttribute('aria-label'))).toEqual([
      'Saving…',
      'Undo changes',
      'Delete',
      'Add: Text',
    ]);
  });
});
