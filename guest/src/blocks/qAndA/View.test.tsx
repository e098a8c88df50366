import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { QAndAView } from './View.tsx';

describe('QAndAView', () => {
  it('shows the question; the answer opens under it, sanitized', () => {
    const { getByText, container } = renderInUi(
      <QAndAView
        block={guestBlock('qAndA', {
          QAndAQuestion: '¿A qué hora es el desayuno?',
          QAndAAnswer: '<p>De <strong>7:30</strong> a 10:30</p><script>alert(1)</script>',
        })}
      />,
    );
    const details = container.querySelector('details');
    expect(details).not.toHaveAttribute('open');
    fireEvent.click(getByText('¿A qué hora es el desayuno?'));
    expect(details).toHaveAttribute('open');
    expect(container.querySelector('strong')?.textContent).toBe('7:30');
    expect(container.innerHTML).not.toContain('script');
  });

  it('renders nothing for a new, empty block', () => {
    const { container } = renderInUi(
      <QAndAView block={guestBlock('qAndA', { QAndAQuestion: '', QAndAAnswer: '<p><br></p>' })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
