import { describe, expect, it } from 'vitest';
import { elsewhereLabels } from '../integration/IntegrationCard.tsx';
import { integrationTitles } from '../integration/labels.ts';
import { guestBlock, renderInUi } from '../testing.tsx';
import { WeeklyMenuView } from './View.tsx';

describe('WeeklyMenuView', () => {
  it('shows its title and the "not available here" card', () => {
    const { getByRole, getByText } = renderInUi(
      <WeeklyMenuView
        block={guestBlock('weeklyMenu', {
          WeeklyMenuContentID: 3,
          WeeklyMenuWeekColor1: '#ad1457',
          WeeklyMenuWeekColor2: '#ffeb3b',
          WeeklyMenuColor1: null,
          WeeklyMenuColor2: null,
        })}
      />,
      'en',
    );
    expect(getByRole('article', { name: integrationTitles.en.weeklyMenu })).toBeInTheDocument();
    expect(getByText(elsewhereLabels.en.elsewhere)).toBeInTheDocument();
    const heading = getByRole('heading', { level: 3 });
    expect(heading).toHaveStyle({ backgroundColor: '#ad1457' });
    expect(heading).toHaveStyle({ color: '#ffffff' });
  });

  it('never writes a stored value that is not a colour into CSS', () => {
    const { getByRole, container } = renderInUi(
      <WeeklyMenuView
        block={guestBlock('weeklyMenu', {
          WeeklyMenuContentID: null,
          WeeklyMenuWeekColor1: 'red; background:url(x)',
          WeeklyMenuWeekColor2: null,
          WeeklyMenuColor1: null,
          WeeklyMenuColor2: null,
        })}
      />,
    );
    expect(getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('url(x)');
  });
});
