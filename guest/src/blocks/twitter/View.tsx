import { isHostOf, readWebUrl } from '@carta/domain/url-rules';
import { defineLabels, useLabels } from '../../i18n/labels.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import type { GuestView } from '../types.ts';

const labels = defineLabels({
  es: { follow: '{account} en X (Twitter)' },
  en: { follow: '{account} on X (Twitter)' },
  de: { follow: '{account} auf X (Twitter)' },
  fr: { follow: '{account} sur X (Twitter)' },
  it: { follow: '{account} su X (Twitter)' },
  pt: { follow: '{account} no X (Twitter)' },
});

const HANDLE = /^@?([A-Za-z0-9_]{1,15})$/;

/** The account's handle, from '@name', 'name' or its profile address; null for anything else. */
export const twitterHandle = (account: string): string | null => {
  const text = account.trim();
  const plain = HANDLE.exec(text);
  if (plain?.[1]) return plain[1];
  const url = readWebUrl(text);
  if (!url || !(isHostOf(url.host, 'twitter.com') || isHostOf(url.host, 'x.com'))) return null;
  const first = url.path.split('/').filter(Boolean)[0] ?? '';
  return HANDLE.exec(first)?.[1] ?? null;
};

/**
 * Twitter / social feed (11): a link to the account's profile. The feed itself needs X's own
 * script, which the guest app does not load; the profile opens in a new tab.
 */
export const TwitterView: GuestView<'twitter'> = ({ block }) => {
  const t = useLabels(labels);
  const handle = twitterHandle(block.TwitterAccount ?? '');
  if (!handle) return null;
  return (
    <LinkButton href={`https://x.com/${handle}`} newTab variant="outline">
      {t.follow.replace('{account}', `@${handle}`)}
    </LinkButton>
  );
};

// Listed in the registry by its folder (registry.ts): this line gives the table its type.
declare module '../registry.ts' {
  interface GuestViews {
    readonly twitter: typeof TwitterView;
  }
}
