import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { ContentMessagesView } from './View.tsx';

describe('ContentMessagesView', () => {
  it('shows its title and note, edged in the title colour staff chose', () => {
    const { getByRole } = renderInUi(
      <ContentMessagesView
        block={guestBlock('contentMessages', {
          DviewcontentMessagesTitleColor: '#e91e63',
          DviewcontentMessagesDescriptionColor: '#123456',
        })}
      />,
      'en',
    );
    const card = getByRole('article', { name: 'Messages' });
    expect(card).toHaveStyle({ borderColor: '#e91e63' });
    expect(card).toHaveTextContent('This information comes from another system');
  });

  it('without colours, or with text that is no colour, keeps the default look', () => {
    const { getByRole } = renderInUi(
      <ContentMessagesView
        block={guestBlock('contentMessages', {
          DviewcontentMessagesTitleColor: 'red; background: url(https://evil.example)',
          DviewcontentMessagesDescriptionColor: null,
        })}
      />,
    );
    const heading = getByRole('heading', { name: 'Mensajes' });
    expect(heading.getAttribute('style') ?? '').not.toContain('evil');
    expect(getByRole('article', { name: 'Mensajes' }).getAttribute('style') ?? '').not.toContain(
      'evil',
    );
  });
});
