import { describe, expect, it } from 'vitest';
import { elsewhereLabels } from '../integration/IntegrationCard.tsx';
import { integrationTitles } from '../integration/labels.ts';
import { guestBlock, renderInUi } from '../testing.tsx';
import { InfotenView } from './View.tsx';

describe('InfotenView', () => {
  it('shows its title and the "not available here" card', () => {
    const { getByRole, getByText } = renderInUi(
      <InfotenView block={guestBlock('infoten', { InfotenFilters: { Actividad: 'Ocio' } })} />,
      'en',
    );
    expect(getByRole('article', { name: integrationTitles.en.infoten })).toBeInTheDocument();
    expect(getByText(elsewhereLabels.en.elsewhere)).toBeInTheDocument();
  });

  it('shows the card even before staff picked anything (a new block)', () => {
    const { getByRole, container } = renderInUi(
      <InfotenView block={guestBlock('infoten', { InfotenFilters: {} })} />,
    );
    expect(getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(container).not.toHaveTextContent('undefined');
  });
});
