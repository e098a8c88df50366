import { describe, expect, it } from 'vitest';
import { elsewhereLabels } from '../integration/IntegrationCard.tsx';
import { integrationTitles } from '../integration/labels.ts';
import { guestBlock, renderInUi } from '../testing.tsx';
import { ShowView } from './View.tsx';

describe('ShowView', () => {
  it('shows its title and the "not available here" card', () => {
    const { getByRole, getByText } = renderInUi(
      <ShowView
        block={guestBlock('show', {
          TypeShow: 0,
          ShowPrimaryColor: '#ad1457',
          ShowSecundaryColor: '#ffeb3b',
          ShowColor: null,
          ShowDescriptionColor: null,
        })}
      />,
      'en',
    );
    expect(getByRole('article', { name: integrationTitles.en.show })).toBeInTheDocument();
    expect(getByText(elsewhereLabels.en.elsewhere)).toBeInTheDocument();
    const heading = getByRole('heading', { level: 3 });
    expect(heading).toHaveStyle({ backgroundColor: '#ad1457' });
    expect(heading).toHaveStyle({ color: '#ffffff' });
  });

  it('never writes a stored value that is not a colour into CSS', () => {
    const { getByRole, container } = renderInUi(
      <ShowView
        block={guestBlock('show', {
          TypeShow: 2,
          ShowPrimaryColor: 'red; background:url(x)',
          ShowSecundaryColor: null,
          ShowColor: null,
          ShowDescriptionColor: null,
        })}
      />,
    );
    expect(getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(container.innerHTML).not.toContain('url(x)');
  });
});
