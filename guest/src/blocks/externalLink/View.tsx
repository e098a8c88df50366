import { isLinkUrl } from '@carta/domain/url-rules';
import { LinkButton } from '../../ui/LinkButton.tsx';
import type { GuestView } from '../types.ts';

/**
 * External link (32): a named link (its address in the guest's language): https, a file uploaded
 * here, mailto: or tel:. No address, or one that is none of those, shows nothing.
 */
export const ExternalLinkView: GuestView<'externalLink'> = ({ block }) => {
  const href = block.LinkExternal.trim();
  if (!href || !isLinkUrl(href)) return null;
  const name = block.LinkExternalName.trim() || href.replace(/^(mailto:|tel:|https:\/\/)/i, '');
  const web = /^https:/i.test(href);
  return (
    <LinkButton href={href} newTab={web && block.LinkExternalNewTab}>
      {name}
    </LinkButton>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly externalLink: typeof ExternalLinkView;
  }
}
