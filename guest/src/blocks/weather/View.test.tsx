import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { WeatherView } from './View.tsx';

describe('WeatherView', () => {
  it('shows its title and a friendly "not available here" card', () => {
    const { getByRole } = renderInUi(<WeatherView block={guestBlock('weather', {})} />);
    expect(getByRole('heading', { name: 'El tiempo' })).toBeInTheDocument();
    expect(getByRole('region', { name: 'El tiempo' })).toHaveTextContent(
      'Esta información llega de otro sistema',
    );
  });

  it('speaks English to an English guest, never a blank', () => {
    const { getByRole } = renderInUi(<WeatherView block={guestBlock('weather', {})} />, 'en');
    expect(getByRole('region', { name: 'Weather' })).toHaveTextContent(
      'This information comes from another system',
    );
  });
});
