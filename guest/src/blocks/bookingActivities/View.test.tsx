import { describe, expect, it } from 'vitest';
import { elsewhereLabels } from '../integration/IntegrationCard.tsx';
import { integrationTitles } from '../integration/labels.ts';
import { guestBlock, renderInUi } from '../testing.tsx';
import { BookingActivitiesView } from './View.tsx';

describe('BookingActivitiesView', () => {
  it('shows its title and the "not available here" card', () => {
    const { getByRole, getByText } = renderInUi(
      <BookingActivitiesView
        block={guestBlock('bookingActivities', {
          BookingActTypeColor: null,
          BookingActWeekPrimaryColor: '#ad1457',
          BookingActWeekSecondaryColor: '#ffeb3b',
          BookingActContentColor: null,
          BookingActTitleColor: null,
          BookingActTimeColor: null,
        })}
      />,
      'en',
    );
    expect(
      getByRole('article', { name: integrationTitles.en.bookingActivities }),
    ).toBeInTheDocument();
    expect(getByText(elsewhereLabels.en.elsewhere)).toBeInTheDocument();
    const heading = getByRole('heading', { level: 3 });
    expect(heading).toHaveStyle({ backgroundColor: '#ad1457' });
    expect(heading).toHaveStyle({ color: '#ffffff' });
  });

  it('never writes a stored value that is not a colour into CSS', () => {
    const { getByRole, container } = renderInUi(
      <BookingActivitiesView
        block={guestBlock('bookingActivities', {
          BookingActTypeColor: null,
          BookingActWeekPrimaryColor: 'red; background:url(x)',
          BookingActWeekSecondaryColor: null,
          BookingActContentColor: null,
          BookingActTitleColor: null,
          BookingActTimeColor: null,
        })}
      />,
    );
    expect(getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('url(x)');
  });
});
