import { readWebUrl } from '@carta/domain/url-rules';
import { LinkButton } from '../../ui/LinkButton.tsx';
import type { GuestView } from '../types.ts';

/** The address of a stored domain ('hotel.example.com', with or without its scheme), or null. */
export const domainHref = (domain: string): string | null => {
  const text = domain.trim();
  if (!text) return null;
  const url = readWebUrl(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  return url ? url.href : null;
};

/** Link domain (28): a named link to another of the venue's sites. */
export const LinkDomainView: GuestView<'linkDomain'> = ({ block }) => {
  const href = domainHref(block.LinkDomain);
  if (!href) return null;
  const name = block.LinkDomainName.trim() || block.LinkDomain.trim().replace(/^https?:\/\//i, '');
  return <LinkButton href={href}>{name}</LinkButton>;
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly linkDomain: typeof LinkDomainView;
  }
}
