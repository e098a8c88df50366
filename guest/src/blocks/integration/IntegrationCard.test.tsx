import { describe, expect, it } from 'vitest';
import { renderInUi } from '../testing.tsx';
import { IntegrationCard } from './IntegrationCard.tsx';

describe('IntegrationCard', () => {
  it("keeps the staff's text colour on their header when it reads, else black or white", () => {
    const { getByRole, unmount } = renderInUi(
      <IntegrationCard title="Actividades" look={{ background: '#2e7d32', color: '#ffffff' }} />,
    );
    expect(getByRole('heading', { name: 'Actividades' })).toHaveStyle({ color: '#ffffff' });
    unmount();
    // Black on this green is 4.1:1, under WCAG's 4.5: white (5.1:1) is drawn instead.
    const { getByRole: again } = renderInUi(
      <IntegrationCard title="Actividades" look={{ background: '#2e7d32', color: '#000000' }} />,
    );
    expect(again('heading', { name: 'Actividades' })).toHaveStyle({
      backgroundColor: '#2e7d32',
      color: '#ffffff',
    });
  });
});
