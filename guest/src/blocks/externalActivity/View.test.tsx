import { describe, expect, it } from 'vitest';
import { elsewhereLabels } from '../integration/IntegrationCard.tsx';
import { integrationTitles } from '../integration/labels.ts';
import { guestBlock, renderInUi } from '../testing.tsx';
import { ExternalActivityView } from './View.tsx';

describe('ExternalActivityView', () => {
  it('shows its title and the "not available here" card', () => {
    const { getByRole, getByText } = renderInUi(
      <ExternalActivityView
        block={guestBlock('externalActivity', {
          ActtivPrimaryColor: '#ad1457',
          ActtivSecundaryColor: '#ffeb3b',
          ActtivColor: '#ffffff',
        })}
      />,
      'en',
    );
    expect(
      getByRole('article', { name: integrationTitles.en.externalActivity }),
    ).toBeInTheDocument();
    expect(getByText(elsewhereLabels.en.elsewhere)).toBeInTheDocument();
    const heading = getByRole('heading', { level: 3 });
    expect(heading).toHaveStyle({ backgroundColor: '#ad1457' });
    expect(heading).toHaveStyle({ color: '#ffffff' });
  });

  it('never writes a stored value that is not a colour into CSS', () => {
    const { getByRole, container } = renderInUi(
      <ExternalActivityView
        block={guestBlock('externalActivity', {
          ActtivPrimaryColor: 'red; background:url(x)',
          ActtivSecundaryColor: null,
          ActtivColor: null,
        })}
      />,
    );
    expect(getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('url(x)');
  });
});
