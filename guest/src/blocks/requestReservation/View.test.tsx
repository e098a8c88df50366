import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { RequestReservationView } from './View.tsx';

describe('RequestReservationView', () => {
  it('shows its title and a friendly "not available here" card', () => {
    const { getByRole } = renderInUi(
      <RequestReservationView block={guestBlock('requestReservation', {})} />,
    );
    expect(getByRole('heading', { name: 'Solicitar una reserva' })).toBeInTheDocument();
    expect(getByRole('region', { name: 'Solicitar una reserva' })).toHaveTextContent(
      'Esta información llega de otro sistema',
    );
  });

  it('speaks English to an English guest, never a blank', () => {
    const { getByRole } = renderInUi(
      <RequestReservationView block={guestBlock('requestReservation', {})} />,
      'en',
    );
    expect(getByRole('region', { name: 'Request a reservation' })).toHaveTextContent(
      'This information comes from another system',
    );
  });
});
