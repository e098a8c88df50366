import { describe, expect, it } from 'vitest';
import { elsewhereLabels } from '../integration/IntegrationCard.tsx';
import { integrationTitles } from '../integration/labels.ts';
import { guestBlock, renderInUi } from '../testing.tsx';
import { FormCioView } from './View.tsx';

describe('FormCioView', () => {
  it('shows its title and the "not available here" card', () => {
    const { getByRole, getByText } = renderInUi(
      <FormCioView
        block={guestBlock('formCio', {
          FormCioFieldsConfig: 5,
          FormIcon: 'mdi-file-document-edit',
        })}
      />,
      'en',
    );
    expect(getByRole('article', { name: integrationTitles.en.formCio })).toBeInTheDocument();
    expect(getByText(elsewhereLabels.en.elsewhere)).toBeInTheDocument();
  });

  it('shows the card even before staff picked anything (a new block)', () => {
    const { getByRole, container } = renderInUi(
      <FormCioView
        block={guestBlock('formCio', {
          FormCioFieldsConfig: null,
          FormIcon: 'mdi-file-document-edit',
        })}
      />,
    );
    expect(getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(container).not.toHaveTextContent('undefined');
  });
});
