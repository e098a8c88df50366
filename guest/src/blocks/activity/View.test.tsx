import { describe, expect, it } from 'vitest';
import { elsewhereLabels } from '../integration/IntegrationCard.tsx';
import { integrationTitles } from '../integration/labels.ts';
import { guestBlock, renderInUi } from '../testing.tsx';
import { ActivityView } from './View.tsx';

describe('ActivityView', () => {
  it('shows its title and the "not available here" card', () => {
    const { getByRole, getByText } = renderInUi(
      <ActivityView
        block={guestBlock('activity', {
          TypeActivity: 0,
          ActivityPrimaryColor: '#ad1457',
          ActivitySecundaryColor: '#ffeb3b',
          ActivityColor: null,
          ActivityDescriptionColor: null,
        })}
      />,
      'en',
    );
    expect(getByRole('article', { name: integrationTitles.en.activity })).toBeInTheDocument();
    expect(getByText(elsewhereLabels.en.elsewhere)).toBeInTheDocument();
    const heading = getByRole('heading', { level: 3 });
    expect(heading).toHaveStyle({ backgroundColor: '#ad1457' });
    expect(heading).toHaveStyle({ color: '#ffffff' });
  });

  it('never writes a stored value that is not a colour into CSS', () => {
    const { getByRole, container } = renderInUi(
      <ActivityView
        block={guestBlock('activity', {
          TypeActivity: 1,
          ActivityPrimaryColor: 'red; background:url(x)',
          ActivitySecundaryColor: null,
          ActivityColor: null,
          ActivityDescriptionColor: null,
        })}
      />,
    );
    expect(getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('url(x)');
  });
});
