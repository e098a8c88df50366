import { describe, expect, it } from 'vitest';
import { guestBlock, renderInUi } from '../testing.tsx';
import { domainHref, LinkDomainView } from './View.tsx';

describe('LinkDomainView', () => {
  it('links to the domain over https, with its name', () => {
    const { getByRole } = renderInUi(
      <LinkDomainView
        block={guestBlock('linkDomain', {
          LinkDomainName: 'Nuestro restaurante',
          LinkDomain: 'restaurante.example.com',
        })}
      />,
    );
    expect(getByRole('link', { name: 'Nuestro restaurante' })).toHaveAttribute(
      'href',
      'https://restaurante.example.com/',
    );
  });

  it('is named by the domain when it has no name; nothing without a domain', () => {
    const { getByRole } = renderInUi(
      <LinkDomainView
        block={guestBlock('linkDomain', {
          LinkDomainName: '',
          LinkDomain: 'https://spa.example.com/es',
        })}
      />,
    );
    expect(getByRole('link', { name: 'spa.example.com/es' })).toBeInTheDocument();
    const empty = renderInUi(
      <LinkDomainView
        block={guestBlock('linkDomain', { LinkDomainName: 'Web', LinkDomain: '' })}
      />,
    );
    expect(empty.container).toBeEmptyDOMElement();
    expect(domainHref('javascript:alert(1)')).toBeNull();
  });
});
