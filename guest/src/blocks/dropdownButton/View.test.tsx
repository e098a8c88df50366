import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { DropdownButtonView } from './View.tsx';

describe('DropdownButtonView', () => {
  it('shows its text in its colours, not as a button that does nothing', () => {
    const { getByText, queryByRole } = renderInUi(
      <DropdownButtonView
        block={guestBlock('dropdownButton', {
          DropdownButtonTitle: 'Horarios',
          DropdownButtonBGColor: '#ffffff',
          DropdownButtonTextColor: null,
        })}
      />,
    );
    expect(getByText('Horarios')).toHaveStyle({ backgroundColor: '#ffffff', color: '#000000' });
    expect(queryByRole('button')).toBeNull();
  });

  it('renders nothing for a new block without text', () => {
    const { container } = renderInUi(
      <DropdownButtonView
        block={guestBlock('dropdownButton', {
          DropdownButtonTitle: '',
          DropdownButtonBGColor: null,
          DropdownButtonTextColor: null,
        })}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
