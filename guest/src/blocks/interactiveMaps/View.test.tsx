import { describe, expect, it } from 'vitest';
import { elsewhereLabels } from '../integration/IntegrationCard.tsx';
import { integrationTitles } from '../integration/labels.ts';
import { guestBlock, renderInUi } from '../testing.tsx';
import { InteractiveMapsView } from './View.tsx';

describe('InteractiveMapsView', () => {
  it('shows its title and the "not available here" card', () => {
    const { getByRole, getByText } = renderInUi(
      <InteractiveMapsView block={guestBlock('interactiveMaps', { InteractiveMapsID: 4 })} />,
      'en',
    );
    expect(
      getByRole('article', { name: integrationTitles.en.interactiveMaps }),
    ).toBeInTheDocument();
    expect(getByText(elsewhereLabels.en.elsewhere)).toBeInTheDocument();
  });

  it('shows the card even before staff picked anything (a new block)', () => {
    const { getByRole, container } = renderInUi(
      <InteractiveMapsView block={guestBlock('interactiveMaps', { InteractiveMapsID: null })} />,
    );
    expect(getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(container).not.toHaveTextContent('undefined');
  });
});
