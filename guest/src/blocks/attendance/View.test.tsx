import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { AttendanceView } from './View.tsx';

describe('AttendanceView', () => {
  it('shows its title and a friendly "not available here" card', () => {
    const { getByRole } = renderInUi(<AttendanceView block={guestBlock('attendance', {})} />);
    expect(getByRole('heading', { name: 'Asistencia' })).toBeInTheDocument();
    expect(getByRole('article', { name: 'Asistencia' })).toHaveTextContent(
      'Esta información llega de otro sistema',
    );
  });

  it('speaks English to an English guest, never a blank', () => {
    const { getByRole } = renderInUi(<AttendanceView block={guestBlock('attendance', {})} />, 'en');
    expect(getByRole('article', { name: 'Attendance' })).toHaveTextContent(
      'This information comes from another system',
    );
  });
});
