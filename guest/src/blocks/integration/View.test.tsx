import { INTEGRATION_KEYS } from '@carta/domain/blocks/integration-keys';
import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { elsewhereLabels } from './IntegrationCard.tsx';
import { integrationTitles } from './labels.ts';
import { IntegrationView } from './View.tsx';

describe.each(INTEGRATION_KEYS)('IntegrationView of %s', (key) => {
  it('shows its title and the "not available here" card, in Spanish', () => {
    const { getByRole } = renderInUi(<IntegrationView block={guestBlock(key, {})} />);
    const title = integrationTitles.es[key];
    expect(getByRole('heading', { name: title })).toBeInTheDocument();
    expect(getByRole('article', { name: title })).toHaveTextContent(elsewhereLabels.es.elsewhere);
  });

  it('speaks English to an English guest, never a blank', () => {
    const { getByRole, container } = renderInUi(
      <IntegrationView block={guestBlock(key, {})} />,
      'en',
    );
    expect(getByRole('article', { name: integrationTitles.en[key] })).toHaveTextContent(
      elsewhereLabels.en.elsewhere,
    );
    expect(container.textContent?.trim()).not.toBe('');
    expect(container).not.toHaveTextContent('undefined');
  });
});

describe('integration titles', () => {
  it('every integration type has a title of its own in each guest language', () => {
    for (const ui of ['es', 'en', 'de', 'fr', 'it', 'pt'] as const) {
      for (const key of INTEGRATION_KEYS)
        expect(integrationTitles[ui][key], `${ui} ${key}`).toBeTruthy();
    }
  });
});
