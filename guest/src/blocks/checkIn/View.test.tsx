import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { CheckInView } from './View.tsx';

describe('CheckInView', () => {
  it('shows its title and a friendly "not available here" card', () => {
    const { getByRole } = renderInUi(<CheckInView block={guestBlock('checkIn', {})} />);
    expect(getByRole('heading', { name: 'Check-in' })).toBeInTheDocument();
    expect(getByRole('region', { name: 'Check-in' })).toHaveTextContent(
      'Esta información llega de otro sistema',
    );
  });

  it('speaks English to an English guest, never a blank', () => {
    const { getByRole } = renderInUi(<CheckInView block={guestBlock('checkIn', {})} />, 'en');
    expect(getByRole('region', { name: 'Check-in' })).toHaveTextContent(
      'This information comes from another system',
    );
  });
});
