import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { PropertyView } from './View.tsx';

describe('PropertyView', () => {
  it('shows its title and a friendly "not available here" card', () => {
    const { getByRole } = renderInUi(<PropertyView block={guestBlock('property', {})} />);
    expect(getByRole('heading', { name: 'Tu alojamiento' })).toBeInTheDocument();
    expect(getByRole('region', { name: 'Tu alojamiento' })).toHaveTextContent(
      'Esta información llega de otro sistema',
    );
  });

  it('speaks English to an English guest, never a blank', () => {
    const { getByRole } = renderInUi(<PropertyView block={guestBlock('property', {})} />, 'en');
    expect(getByRole('region', { name: 'Your stay' })).toHaveTextContent(
      'This information comes from another system',
    );
  });
});
