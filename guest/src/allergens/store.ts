import {
  type AllergenFilter,
  parseAllergenFilter,
  serializeAllergenFilter,
} from '@carta/domain/allergens-filter';
import { useSyncExternalStore } from 'react';

/**
 * Where the guest's allergen filter is kept on the device: one filter for every venue, because an
 * allergy belongs to the guest, not to the venue, and the ids are the same EU list everywhere.
 */
export const ALLERGEN_FILTER_KEY = 'carta.guest.allergens';

const listeners = new Set<() => void>();
/** Used once storage failed (private mode, a locked-down webview, full): kept for this visit only. */
let memory: string | null = null;
let storageFailed = false;
/** The last text read and its filter, so that every read of an unchanged filter is the same object. */
let cached: { readonly raw: string | null; readonly filter: AllergenFilter } | null = null;

const readRaw = (): string | null => {
  if (storageFailed) return memory;
  try {
    return window.localStorage.getItem(ALLERGEN_FILTER_KEY);
  } catch {
    storageFailed = true;
    return memory;
  }
};

const snapshot = (): AllergenFilter => {
  const raw = readRaw();
  if (cached?.raw !== raw) cached = { raw, filter: parseAllergenFilter(raw) };
  return cached.filter;
};

const notify = () => {
  for (const listener of listeners) listener();
};

/** Another tab of the same app changed the filter: follow it. */
const onStorage = (event: StorageEvent) => {
  if (event.key === ALLERGEN_FILTER_KEY || event.key === null) notify();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
};

/** The guest's filter, as kept on the device (nothing to avoid until they choose). */
export const useAllergenFilter = (): AllergenFilter => useSyncExternalStore(subscribe, snapshot);

/** Reads the filter outside React (the dialog's handlers build on the latest one). */
export const currentAllergenFilter = (): AllergenFilter => snapshot();

export const setAllergenFilter = (filter: AllergenFilter) => {
  const raw = serializeAllergenFilter(filter);
  memory = raw;
  try {
    window.localStorage.setItem(ALLERGEN_FILTER_KEY, raw);
  } catch {
    // Not remembered past this visit; the filter still applies.
    storageFailed = true;
  }
  notify();
};

/** Forgets the in-memory copy (tests clear localStorage between cases). */
export const forgetAllergenFilter = () => {
  memory = null;
  storageFailed = false;
  cached = null;
};
