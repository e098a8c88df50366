import { describe, expect, it } from 'vitest';
import { elsewhereLabels } from '../integration/IntegrationCard.tsx';
import { integrationTitles } from '../integration/labels.ts';
import { guestBlock, renderInUi } from '../testing.tsx';
import { ChannelListView } from './View.tsx';

describe('ChannelListView', () => {
  it('shows its title and the "not available here" card', () => {
    const { getByRole, getByText } = renderInUi(
      <ChannelListView block={guestBlock('channelList', { ChannelListType: 3 })} />,
      'en',
    );
    expect(getByRole('article', { name: integrationTitles.en.channelList })).toBeInTheDocument();
    expect(getByText(elsewhereLabels.en.elsewhere)).toBeInTheDocument();
  });

  it('shows the card even before staff picked anything (a new block)', () => {
    const { getByRole, container } = renderInUi(
      <ChannelListView block={guestBlock('channelList', { ChannelListType: '' })} />,
    );
    expect(getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(container).not.toHaveTextContent('undefined');
  });
});
