import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { ExternalIntegrationView } from './View.tsx';

describe('ExternalIntegrationView', () => {
  it('shows its title and a friendly "not available here" card', () => {
    const { getByRole } = renderInUi(
      <ExternalIntegrationView block={guestBlock('externalIntegration', {})} />,
    );
    expect(getByRole('heading', { name: 'Servicio externo' })).toBeInTheDocument();
    expect(getByRole('region', { name: 'Servicio externo' })).toHaveTextContent(
      'Esta información llega de otro sistema',
    );
  });

  it('speaks English to an English guest, never a blank', () => {
    const { getByRole } = renderInUi(
      <ExternalIntegrationView block={guestBlock('externalIntegration', {})} />,
      'en',
    );
    expect(getByRole('region', { name: 'External service' })).toHaveTextContent(
      'This information comes from another system',
    );
  });
});
