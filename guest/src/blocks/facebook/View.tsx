import { isHostOf, readWebUrl } from '@carta/domain/url-rules';
import { defineLabels, useLabels } from '../../i18n/labels.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import type { GuestView } from '../types.ts';

const labels = defineLabels({
  es: { page: '{account} en Facebook' },
  en: { page: '{account} on Facebook' },
  de: { page: '{account} auf Facebook' },
  fr: { page: '{account} sur Facebook' },
  it: { page: '{account} su Facebook' },
  pt: { page: '{account} no Facebook' },
});

const PAGE = /^@?([A-Za-z0-9.-]{1,80})$/;

/** The page's address on Facebook, from its name or its address; null for anything else. */
export const facebookPage = (account: string): { href: string; name: string } | null => {
  const text = account.trim();
  const plain = PAGE.exec(text);
  if (plain?.[1]) return { href: `https://www.facebook.com/${plain[1]}`, name: plain[1] };
  const url = readWebUrl(text);
  if (
    url?.scheme !== 'https' ||
    !(isHostOf(url.host, 'facebook.com') || isHostOf(url.host, 'fb.com'))
  )
    return null;
  const name = url.path.split('/').filter(Boolean)[0];
  return name ? { href: url.href, name: decodeURIComponent(name) } : null;
};

/**
 * Facebook (12): a link to the venue's page. Its feed needs Facebook's own script, which the guest
 * app does not load; the page opens in a new tab.
 */
export const FacebookView: GuestView<'facebook'> = ({ block }) => {
  const t = useLabels(labels);
  const page = facebookPage(block.FacebookAccount ?? '');
  if (!page) return null;
  return (
    <LinkButton href={page.href} newTab variant="outline">
      {t.page.replace('{account}', page.name)}
    </LinkButton>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly facebook: typeof FacebookView;
  }
}
