import { describe, expect, it } from 'vitest';
import { elsewhereLabels } from '../ElsewhereCard.tsx';
import { integrationTitles } from '../integration-labels.ts';
import { guestBlock, renderInUi } from '../testing.tsx';
import { AgendaView } from './View.tsx';

describe('AgendaView', () => {
  it('shows its title and the "not available here" card', () => {
    const { getByRole, getByText } = renderInUi(
      <AgendaView block={guestBlock('agenda', {})} />,
      'en',
    );
    expect(getByRole('region', { name: integrationTitles.en.agenda })).toBeInTheDocument();
    expect(getByText(elsewhereLabels.en.elsewhere)).toBeInTheDocument();
  });

  it('the card is never blank, in either language', () => {
    for (const ui of ['es', 'en'] as const) {
      const { container, unmount } = renderInUi(
        <AgendaView block={guestBlock('agenda', {})} />,
        ui,
      );
      expect(container.textContent?.trim()).not.toBe('');
      expect(container).not.toHaveTextContent('undefined');
      unmount();
    }
  });
});
