import { type GuestLanguage, resolveForGuest } from './resolve.ts';

/** A dish's extra as a guest reads it: its name in the guest's language, its price. */
export type GuestExtra = {
  readonly ID: number;
  readonly Name: string;
  readonly Price: number;
  /** Ran out for now: shown, not chosen. */
  readonly SoldOut?: true;
};

/** An extra as stored: its name still a translatable value. */
export type ExtraSource = { readonly ID: number; readonly Name: unknown; readonly Price: number };

/**
 * A dish's extras for a guest, in their order: names resolved to the guest's language (with the
 * same fallback as every text), unnamed ones left out. `fallback` when a name is not in `lang`.
 */
export const guestExtrasOf = (
  extras: readonly ExtraSource[],
  language: GuestLanguage,
): { readonly extras: GuestExtra[]; readonly fallback: boolean } => {
  let fallback = false;
  const shown: GuestExtra[] = [];
  for (const extra of extras) {
    const name = resolveForGuest(extra.Name, language);
    if (!name.text) continue;
    fallback ||= name.fallback;
    shown.push({ ID: extra.ID, Name: name.text, Price: extra.Price });
  }
  return { extras: shown, fallback };
};
