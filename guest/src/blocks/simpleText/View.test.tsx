import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { SimpleTextView } from './View.tsx';

describe('SimpleTextView', () => {
  it('shows its text in its alignment, size, case and colour', () => {
    const { getByText } = renderInUi(
      <SimpleTextView
        block={guestBlock('simpleText', {
          Title: 'Bienvenidos',
          Style: { TextAlign: 'center', SizeMult: 3, ToUpperCase: true, TextColor: '#aa0000' },
        })}
      />,
    );
    expect(getByText('Bienvenidos')).toHaveStyle({
      textAlign: 'center',
      fontSize: '1.5rem',
      textTransform: 'uppercase',
      color: '#aa0000',
    });
  });

  it('renders nothing without text, and never writes stored text into CSS', () => {
    const empty = renderInUi(
      <SimpleTextView
        block={guestBlock('simpleText', {
          Title: '',
          Style: { TextAlign: 'left', SizeMult: 1, ToUpperCase: false, TextColor: null },
        })}
      />,
    );
    expect(empty.container).toBeEmptyDOMElement();
    const { getByText } = renderInUi(
      <SimpleTextView
        block={guestBlock('simpleText', {
          Title: 'x',
          Style: {
            TextAlign: 'left',
            SizeMult: 1,
            ToUpperCase: false,
            TextColor: 'red; background: url(https://evil.example)',
          },
        })}
      />,
    );
    expect(getByText('x').getAttribute('style')).not.toContain('evil');
  });
});
