import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { ExternalLinkView } from './View.tsx';

describe('ExternalLinkView', () => {
  it('is a real link with its name, in a new tab without a way back', () => {
    const { getByRole } = renderInUi(
      <ExternalLinkView
        block={guestBlock('externalLink', {
          LinkExternalName: 'Reserva tu mesa',
          LinkExternal: 'https://reservas.example.com',
          LinkExternalNewTab: true,
        })}
      />,
    );
    const link = getByRole('link', { name: 'Reserva tu mesa' });
    expect(link).toHaveAttribute('href', 'https://reservas.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('calls a phone, named by the number when it has no name', () => {
    const { getByRole } = renderInUi(
      <ExternalLinkView
        block={guestBlock('externalLink', {
          LinkExternalName: '',
          LinkExternal: 'tel:+34 600 000 000',
          LinkExternalNewTab: true,
        })}
      />,
    );
    const link = getByRole('link', { name: '+34 600 000 000' });
    expect(link).toHaveAttribute('href', 'tel:+34 600 000 000');
    expect(link).not.toHaveAttribute('target');
  });

  it('shows nothing without an address, or with one that is not a link', () => {
    for (const LinkExternal of ['', 'javascript:alert(1)', 'http://plain.example.com']) {
      const { container, unmount } = renderInUi(
        <ExternalLinkView
          block={guestBlock('externalLink', {
            LinkExternalName: 'Web',
            LinkExternal,
            LinkExternalNewTab: false,
          })}
        />,
      );
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
