import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { phoneScale } from './PhoneFrame.tsx';
import { PreviewDialog, type PreviewDialogProps } from './PreviewDialog.tsx';

// 20:00 UTC: 21:00 in Madrid, 20:00 in the Canaries.
const NOW = new Date('2026-11-25T20:00:00Z');

const show = (props: Partial<PreviewDialogProps> = {}) =>
  render(
    <PreviewDialog
      open
      onClose={props.onClose ?? vi.fn()}
      ws="12"
      menuId={5}
      languages={['es', 'en', 'de']}
      initialLanguage="en"
      timeZone="Europe/Madrid"
      dirty={false}
      now={() => NOW}
      {...props}
    />,
  );

const frame = () => screen.getByTitle('El menú tal como lo verá un cliente');
const srcOf = () => new URL(frame().getAttribute('src') ?? '', 'http://carta.test');

describe('PreviewDialog', () => {
  it("starts now on the venue's clock, in the language being edited, and frames the guest page", () => {
    show();
    const dialog = screen.getByRole('dialog', { name: 'Vista previa para clientes' });
    expect(within(dialog).getByRole('textbox', { name: 'Fecha' })).toHaveValue('25/11/2026');
    expect(within(dialog).getByRole('textbox', { name: 'Hora' })).toHaveValue('21:00');
    expect(within(dialog).getByText('Hora de Europe/Madrid')).toBeVisible();
    expect(within(dialog).getByRole('combobox', { name: 'Idioma' })).toHaveTextContent('Inglés');
    expect(srcOf().pathname).toBe('/guest/12/menus/5');
    expect(srcOf().searchParams.get('preview')).toBe('2026-11-25T21:00:00+01:00');
    expect(srcOf().searchParams.get('lang')).toBe('en');
    // No token in the address: the guest app reads the stored one itself.
    expect(frame().getAttribute('src')).not.toMatch(/token/i);
    expect(frame()).toHaveAttribute('width', '390');
    expect(frame()).toHaveAttribute('height', '844');
    expect(screen.queryByText(/cambios sin guardar/i)).toBeNull();
  });

  it('judges the time in the venue zone, not the browser one', () => {
    show({ timeZone: 'Atlantic/Canary' });
    expect(screen.getByRole('textbox', { name: 'Hora' })).toHaveValue('20:00');
    expect(srcOf().searchParams.get('preview')).toBe('2026-11-25T20:00:00+00:00');
  });

  it('says that unsaved changes do not show while the draft is dirty', () => {
    show({ dirty: true });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Los cambios sin guardar no aparecen: guarde primero.',
    );
  });

  it('reloads the frame with the language and the time chosen; the new tab follows', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('combobox', { name: 'Idioma' }));
    await user.click(screen.getByRole('option', { name: 'Alemán' }));
    expect(srcOf().searchParams.get('lang')).toBe('de');

    await user.click(screen.getByRole('button', { name: 'Abrir el reloj (Hora)' }));
    const clock = screen.getByRole('dialog', { name: 'Hora' });
    within(clock).getByRole('listbox').focus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    await user.click(within(clock).getByRole('button', { name: 'Aceptar' }));
    expect(screen.getByRole('textbox', { name: 'Hora' })).toHaveValue('23:00');
    expect(srcOf().searchParams.get('preview')).toBe('2026-11-25T23:00:00+01:00');

    await user.click(screen.getByRole('textbox', { name: 'Fecha' }));
    const calendar = screen.getByRole('dialog', { name: 'Fecha' });
    await user.click(within(calendar).getByRole('gridcell', { name: '28' }));
    await user.click(within(calendar).getByRole('button', { name: 'Aceptar' }));
    expect(srcOf().searchParams.get('preview')).toBe('2026-11-28T23:00:00+01:00');

    const tab = screen.getByRole('link', { name: 'Abrir en una pestaña nueva' });
    expect(tab).toHaveAttribute('href', frame().getAttribute('src'));
    expect(tab).toHaveAttribute('target', '_blank');
    expect(tab.getAttribute('rel')).toContain('noopener');

    await user.click(screen.getByRole('button', { name: 'Ahora' }));
    expect(srcOf().searchParams.get('preview')).toBe('2026-11-25T21:00:00+01:00');
  });

  it('closes with Cerrar', async () => {
    const onClose = vi.fn();
    show({ onClose });
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('phoneScale', () => {
  it('shrinks the 390×844 phone to fit, never grows it', () => {
    expect(phoneScale({ width: 1000, height: 1000 })).toBe(1);
    expect(phoneScale({ width: 195, height: 1000 })).toBe(0.5);
    expect(phoneScale({ width: 1000, height: 422 })).toBe(0.5);
    expect(phoneScale({ width: 0, height: 0 })).toBe(1);
  });
});
