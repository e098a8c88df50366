import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { ConsultingView } from './View.tsx';

describe('ConsultingView', () => {
  it('shows its title and a friendly "not available here" card', () => {
    const { getByRole } = renderInUi(<ConsultingView block={guestBlock('consulting', {})} />);
    expect(getByRole('heading', { name: 'Información del hotel' })).toBeInTheDocument();
    expect(getByRole('article', { name: 'Información del hotel' })).toHaveTextContent(
      'Esta información llega de otro sistema',
    );
  });

  it('speaks English to an English guest, never a blank', () => {
    const { getByRole } = renderInUi(<ConsultingView block={guestBlock('consulting', {})} />, 'en');
    expect(getByRole('article', { name: 'Hotel information' })).toHaveTextContent(
      'This information comes from another system',
    );
  });
});
