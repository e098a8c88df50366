import { describe, expect, it } from 'vitest';
import { elsewhereLabels } from '../integration/IntegrationCard.tsx';
import { integrationTitles } from '../integration/labels.ts';
import { guestBlock, renderInUi } from '../testing.tsx';
import { ChainFoodView } from './View.tsx';

describe('ChainFoodView', () => {
  it('shows its title and the "not available here" card', () => {
    const { getByRole, getByText } = renderInUi(
      <ChainFoodView
        block={guestBlock('chainFood', {
          ChainFoodRestaurant: 2,
          ChainFoodPrimaryBGColor: '#ad1457',
          ChainFoodPrimaryTextColor: '#ffffff',
          ChainFoodPrimaryTextFormat: 1,
          ChainFoodSecondaryBGColor: '#ffeb3b',
          ChainFoodSecondaryTextColor: null,
          ChainFoodSecondaryTextFormat: 2,
        })}
      />,
      'en',
    );
    expect(getByRole('article', { name: integrationTitles.en.chainFood })).toBeInTheDocument();
    expect(getByText(elsewhereLabels.en.elsewhere)).toBeInTheDocument();
    const heading = getByRole('heading', { level: 3 });
    expect(heading).toHaveStyle({ backgroundColor: '#ad1457' });
    expect(heading).toHaveStyle({ color: '#ffffff' });
  });

  it('never writes a stored value that is not a colour into CSS', () => {
    const { getByRole, container } = renderInUi(
      <ChainFoodView
        block={guestBlock('chainFood', {
          ChainFoodRestaurant: null,
          ChainFoodPrimaryBGColor: 'red; background:url(x)',
          ChainFoodPrimaryTextColor: null,
          ChainFoodPrimaryTextFormat: 2,
          ChainFoodSecondaryBGColor: null,
          ChainFoodSecondaryTextColor: null,
          ChainFoodSecondaryTextFormat: 2,
        })}
      />,
    );
    expect(getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('url(x)');
  });
});
