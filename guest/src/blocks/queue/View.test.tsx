import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { QueueView } from './View.tsx';

describe('QueueView', () => {
  it('shows its title and a friendly "not available here" card', () => {
    const { getByRole } = renderInUi(
      <QueueView block={guestBlock('queue', { QueueID: 'Q-123' })} />,
    );
    expect(getByRole('heading', { name: 'Turnos' })).toBeInTheDocument();
    expect(getByRole('article', { name: 'Turnos' })).toHaveTextContent(
      'Esta información llega de otro sistema',
    );
  });

  it('speaks English to an English guest, never a blank', () => {
    const { getByRole } = renderInUi(
      <QueueView block={guestBlock('queue', { QueueID: 'Q-123' })} />,
      'en',
    );
    expect(getByRole('article', { name: 'Queue' })).toHaveTextContent(
      'This information comes from another system',
    );
  });
});

describe('QueueView, the queue id', () => {
  it('is a staff value, not shown to a guest', () => {
    const { container } = renderInUi(
      <QueueView block={guestBlock('queue', { QueueID: 'Q-123' })} />,
    );
    expect(container).not.toHaveTextContent('Q-123');
  });
});
