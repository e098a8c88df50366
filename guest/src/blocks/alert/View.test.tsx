import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { AlertView } from './View.tsx';

describe('AlertView', () => {
  it('shows its text as a note with its icon, in its colour with readable text', () => {
    const { getByRole, container } = renderInUi(
      <AlertView
        block={guestBlock('alert', {
          Icon: 'mdi-alert',
          AlertText: 'Piscina cerrada\nhasta las 12:00',
          Color: '#ffeb3b',
        })}
      />,
    );
    const note = getByRole('note');
    expect(note).toHaveTextContent('Piscina cerrada hasta las 12:00');
    expect(note).toHaveStyle({ backgroundColor: '#ffeb3b', color: '#000000' });
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it("takes its icon's colour when staff chose none, and no icon for ''", () => {
    const { getByRole, container } = renderInUi(
      <AlertView block={guestBlock('alert', { Icon: '', AlertText: 'Aviso', Color: null })} />,
    );
    expect(getByRole('note')).toHaveStyle({ color: '#ffffff' });
    expect(container.querySelector('svg')).toBeNull();
  });

  it('never writes stored text into CSS', () => {
    const { getByRole } = renderInUi(
      <AlertView
        block={guestBlock('alert', {
          Icon: 'mdi-information',
          AlertText: 'x',
          Color: 'red; background-image: url(https://evil.example)',
        })}
      />,
    );
    expect(getByRole('note').getAttribute('style')).not.toContain('evil');
  });

  it('renders nothing without text', () => {
    const { container } = renderInUi(
      <AlertView
        block={guestBlock('alert', { Icon: 'mdi-information', AlertText: '', Color: null })}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
