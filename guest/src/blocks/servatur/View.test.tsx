import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { ServaturView } from './View.tsx';

describe('ServaturView', () => {
  it('shows its title and a friendly "not available here" card', () => {
    const { getByRole } = renderInUi(<ServaturView block={guestBlock('servatur', {})} />);
    expect(getByRole('heading', { name: 'Servicios del hotel' })).toBeInTheDocument();
    expect(getByRole('region', { name: 'Servicios del hotel' })).toHaveTextContent(
      'Esta información llega de otro sistema',
    );
  });

  it('speaks English to an English guest, never a blank', () => {
    const { getByRole } = renderInUi(<ServaturView block={guestBlock('servatur', {})} />, 'en');
    expect(getByRole('region', { name: 'Hotel services' })).toHaveTextContent(
      'This information comes from another system',
    );
  });
});
