import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { DfilesView } from './View.tsx';

describe('DfilesView', () => {
  it('shows its title in its colours and says the files are not available here', () => {
    const { getByText, container } = renderInUi(
      <DfilesView
        block={guestBlock('dfiles', {
          DropdownButtonBGColor: '#003366',
          DropdownButtonTextColor: '#ffcc00',
        })}
      />,
      'en',
    );
    expect(getByText('Documents')).toHaveStyle({ backgroundColor: '#003366', color: '#ffcc00' });
    expect(container).toHaveTextContent('cannot be shown here');
  });

  it('falls back to the venue colour without colours, never writing stored text into CSS', () => {
    const { getByText } = renderInUi(
      <DfilesView
        block={guestBlock('dfiles', {
          DropdownButtonBGColor: null,
          DropdownButtonTextColor: 'red; background: url(https://evil.example)',
        })}
      />,
    );
    const title = getByText('Documentos');
    expect(title.getAttribute('style') ?? '').not.toContain('evil');
  });
});
