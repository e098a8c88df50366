import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const buttonNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('ConfirmDialog', () => {
  it('with an OK handler asks: title, message, Cancel and OK', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Publicar"
        message="¿Publicar ahora?"
        onClose={onClose}
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Publicar' });
    expect(dialog).toHaveAccessibleDescription('¿Publicar ahora?');
    expect(buttonNames(dialog)).toEqual(['Cancelar', 'Aceptar']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('without an OK handler only informs: one Close button', async () => {
    const onClose = vi.fn();
    render(<ConfirmDialog open title="Guardado" message="Listo." onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Guardado' });
    expect(buttonNames(dialog)).toEqual(['Cerrar']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes on Escape without confirming, and focuses the safe choice first', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    render(<ConfirmDialog open title="T" message="M" onClose={onClose} onConfirm={onConfirm} />);
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows a destructive confirmation in red, with its own labels', () => {
    render(
      <ConfirmDialog
        open
        title="Confirmar eliminación"
        message="¿Seguro?"
        onClose={vi.fn()}
        onConfirm={vi.fn()}
        confirmLabel="Eliminar"
        cancelLabel="No eliminar"
        destructive
      />,
    );
    expect(screen.getByRole('button', { name: 'Eliminar' })).toHaveClass('MuiButton-colorError');
    expect(screen.getByRole('button', { name: 'No eliminar' })).toBeInTheDocument();
  });

  it('shows a plain confirmation in the primary colour', () => {
    render(<ConfirmDialog open title="T" message="M" onClose={vi.fn()} onConfirm={vi.fn()} />);
    const ok = screen.getByRole('button', { name: 'Aceptar' });
    expect(ok).toHaveClass('MuiButton-colorPrimary');
    expect(ok).not.toHaveClass('MuiButton-colorError');
  });

  it('renders nothing while closed, and translates its buttons', async () => {
    const { rerender } = render(
      <ConfirmDialog open={false} title="T" message="M" onClose={vi.fn()} onConfirm={vi.fn()} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await i18n.changeLanguage('en');
    rerender(<ConfirmDialog open title="T" message="M" onClose={vi.fn()} onConfirm={vi.fn()} />);
    expect(buttonNames(screen.getByRole('dialog'))).toEqual(['Cancel', 'OK']);
  });
});
