import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInVenue, testVenue } from '../blocks/testing.tsx';
import { AllergenButton } from './AllergenButton.tsx';
import { ALLERGEN_FILTER_KEY } from './store.ts';

const stored = () => JSON.parse(localStorage.getItem(ALLERGEN_FILTER_KEY) ?? 'null');

beforeEach(() => {
  // The venue's catalogue fails to load: the dialog still lists the EU list from domain.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('', { status: 503 })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const open = async () => {
  const user = userEvent.setup();
  const button = screen.getByRole('button', { name: /^Alérgenos/ });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Mis alérgenos' });
  return { user, button, dialog };
};

describe('the allergen filter dialog', () => {
  it('lists the 14 allergens with icons, in the guest’s language, and starts on the first', async () => {
    renderInVenue(<AllergenButton />, 'es');
    const { dialog } = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(/marcaremos los platos que los contienen/);
    const toggles = screen.getAllByRole('checkbox');
    expect(toggles).toHaveLength(14);
    expect(toggles.map((t) => t.closest('label')?.textContent)).toEqual([
      'Gluten',
      'Crustáceos',
      'Huevos',
      'Pescado',
      'Cacahuetes',
      'Soja',
      'Lácteos',
      'Frutos de cáscara',
      'Apio',
      'Mostaza',
      'Sésamo',
      'Sulfitos',
      'Altramuces',
      'Moluscos',
    ]);
    expect(dialog.querySelectorAll('label img')).toHaveLength(14);
    expect(dialog.querySelector('label img')).toHaveAttribute(
      'src',
      '/assets/allergens/gluten.svg',
    );
    expect(document.activeElement).toBe(toggles[0]);
    // Marking, not hiding, until the guest says otherwise.
    expect(screen.getByRole('switch', { name: /Ocultar los platos/ })).not.toBeChecked();
  });

  it('keeps each choice on the device at once and counts them on the button', async () => {
    renderInVenue(<AllergenButton />, 'es');
    const { user, button } = await open();
    await user.click(screen.getByRole('checkbox', { name: 'Lácteos' }));
    await user.click(screen.getByRole('checkbox', { name: 'Gluten' }));
    expect(stored()).toEqual({ avoid: [1, 7], hide: false });
    expect(button).toHaveAccessibleName('Alérgenos, 2 elegidos');
    await user.click(screen.getByRole('switch', { name: /Ocultar los platos/ }));
    expect(stored()).toEqual({ avoid: [1, 7], hide: true });
    await user.click(screen.getByRole('checkbox', { name: 'Gluten' }));
    expect(stored()).toEqual({ avoid: [7], hide: true });
    expect(button).toHaveAccessibleName('Alérgenos, 1 elegido');
  });

  it('clears the allergens (keeping the hide choice) and closes on Done, focus back on the button', async () => {
    localStorage.setItem(ALLERGEN_FILTER_KEY, JSON.stringify({ avoid: [3, 4], hide: true }));
    renderInVenue(<AllergenButton />, 'es');
    const { user, button } = await open();
    expect(screen.getByRole('checkbox', { name: 'Huevos' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(stored()).toEqual({ avoid: [], hide: true });
    expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toEqual(
      [],
    );
    expect(button).toHaveAccessibleName('Alérgenos');
    await user.click(screen.getByRole('button', { name: 'Hecho' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('keeps the focus inside (Tab wraps both ways) and closes on Escape', async () => {
    renderInVenue(<AllergenButton />, 'es');
    const { user, button } = await open();
    const first = screen.getByRole('checkbox', { name: 'Gluten' });
    const done = screen.getByRole('button', { name: 'Hecho' });
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(done);
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape after a tap on its text too (the focus stays in the dialog)', async () => {
    renderInVenue(<AllergenButton />, 'es');
    const { user, dialog } = await open();
    await user.click(screen.getByText(/Ante cualquier duda/));
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a tap outside the sheet, not on one inside it', async () => {
    renderInVenue(<AllergenButton />, 'es');
    const { dialog } = await open();
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toBe(dialog);
    fireEvent.click(dialog.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks German and French', async () => {
    const venue = testVenue({ Languages: ['es', 'en', 'de', 'fr'] });
    const de = renderInVenue(<AllergenButton />, 'de', venue);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Allergene' }));
    await screen.findByRole('dialog', { name: 'Meine Allergene' });
    expect(screen.getByRole('checkbox', { name: 'Krebstiere' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Gerichte ausblenden/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fertig' })).toBeInTheDocument();
    de.unmount();
    renderInVenue(<AllergenButton />, 'fr', venue);
    await user.click(screen.getByRole('button', { name: 'Allergènes' }));
    await screen.findByRole('dialog', { name: 'Mes allergènes' });
    expect(screen.getByRole('checkbox', { name: 'Fruits à coque' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Effacer' })).toBeInTheDocument();
  });

  it('reads a damaged stored filter as none', () => {
    localStorage.setItem(ALLERGEN_FILTER_KEY, '{"avoid":[1,');
    renderInVenue(<AllergenButton />, 'es');
    expect(screen.getByRole('button', { name: /^Alérgenos/ })).toHaveAccessibleName('Alérgenos');
  });
});
