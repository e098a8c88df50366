import { useEffect, useRef, useState } from 'react';
import type { AddressResult, Near } from '../../api/geocode.ts';

/** The server refuses shorter searches; a maps service gives nothing useful for them either. */
export const MIN_CHARS = 3;
/** Wait for a pause in typing: one request per word, not per key (Nominatim allows 1/s). */
export const DEBOUNCE_MS = 400;

export type AddressSearchFn = (
  q: string,
  near: Near | undefined,
  signal: AbortSignal,
) => Promise<readonly AddressResult[]>;

export type Suggestions = {
  readonly options: readonly AddressResult[];
  readonly loading: boolean;
  readonly failed: boolean;
  /** The text the options answer, so 'no results' names what was searched. */
  readonly searched: string | null;
};

const idle: Suggestions = { options: [], loading: false, failed: false, searched: null };

/**
 * Suggestions for what the user typed: searched after a pause, the previous search cancelled when
 * the text changes, so a slow answer never replaces a newer one.
 */
export const useAddressSuggestions = (
  search: AddressSearchFn,
  query: string,
  near: Near | undefined,
): Suggestions => {
  const [state, setState] = useState<Suggestions>(idle);
  // The latest search function without restarting the search when a parent passes a new one.
  const searchRef = useRef(search);
  searchRef.current = search;
  const lat = near?.lat;
  const lon = near?.lon;

  useEffect(() => {
    const q = query.trim();
    if (q.length < MIN_CHARS) {
      setState(idle);
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, failed: false }));
    const timer = setTimeout(() => {
      const position = lat !== undefined && lon !== undefined ? { lat, lon } : undefined;
      searchRef.current(q, position, controller.signal).then(
        (options) => {
          if (!controller.signal.aborted)
            setState({ options, loading: false, failed: false, searched: q });
        },
        () => {
          if (!controller.signal.aborted)
            setState({ options: [], loading: false, failed: true, searched: q });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, lat, lon]);

  return state;
};
