import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInVenue } from '../blocks/testing.tsx';
import { AllergenButton } from './AllergenButton.tsx';

// The dialog's chunk cannot be downloaded (offline, or replaced by a new deployment). Taps are
// fired without hover and focus: Vitest answers a second, concurrent import of a failing mock with
// an empty module instead of the failure, which a browser would not.
const download = vi.hoisted(() => ({ fails: true }));
vi.mock('./AllergenDialog.tsx', async (importOriginal) => {
  if (download.fails) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('the allergen dialog when its download fails', () => {
  it('says so under the button and leaves the page as it was; a new tap tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInVenue(
      <main>
        <h1>Cenas</h1>
        <AllergenButton />
      </main>,
      'es',
    );
    const button = screen.getByRole('button', { name: 'Alérgenos' });
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se ha podido cargar. Comprueba la conexión.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Cenas' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Back online: the next tap downloads it (React keeps a lazy component's failure, so the
    // loader makes a new one).
    download.fails = false;
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Mis alérgenos' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
