import { afterEach, describe, expect, it, vi } from 'vitest';
import { elsewhereLabels } from '../integration/IntegrationCard.tsx';
import { guestBlock, renderInVenue, testVenue } from '../testing.tsx';
import { ExternalFoodMenuView } from './View.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const menus = [
  { ID: 1, ExternalID: 'brunch', Name: { es: 'Brunch', en: 'Brunch' } },
  { ID: 2, ExternalID: null, Name: { es: 'Cena', en: 'Dinner' } },
  { ID: 3, ExternalID: 'bar', Name: { es: 'Bar', en: 'Bar' } },
];

describe('ExternalFoodMenuView', () => {
  it('names the chosen menus and the day, then the "not available here" card', async () => {
    const fetch = vi.fn(async () => Response.json(menus));
    vi.stubGlobal('fetch', fetch);
    const { findByText, getByText, getByRole } = renderInVenue(
      <ExternalFoodMenuView
        block={guestBlock('externalFoodMenu', {
          MenuExtFoodExternalID: 'brunch,2',
          MenuExtFoodDayOfWeek: 1,
        })}
      />,
      'en',
      testVenue({ ID: 7 }),
    );
    expect(await findByText('Brunch · Dinner')).toBeInTheDocument();
    expect(getByText('Mondays only')).toBeInTheDocument();
    expect(getByRole('article', { name: 'Menu' })).toBeInTheDocument();
    expect(getByText(elsewhereLabels.en.elsewhere)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/v1/public/workspaces/7/menu-ext/', expect.anything());
  });

  it('every day, and still the card when the list cannot be read', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 502 })),
    );
    const { getByText, container } = renderInVenue(
      <ExternalFoodMenuView
        block={guestBlock('externalFoodMenu', {
          MenuExtFoodExternalID: null,
          MenuExtFoodDayOfWeek: null,
        })}
      />,
      'es',
      testVenue({ ID: 8 }),
    );
    expect(getByText('Todos los días')).toBeInTheDocument();
    expect(getByText(elsewhereLabels.es.elsewhere)).toBeInTheDocument();
    expect(container).not.toHaveTextContent('undefined');
  });
});
