import type { GuestVenue } from '@carta/domain/guest/data';
import { createContext, useContext } from 'react';

/** The venue being browsed and the guest's language, for every page and block view. */
export type GuestSession = {
  /** The venue id as in the URL (/guest/{ws}/). */
  readonly ws: string;
  readonly venue: GuestVenue;
  /** The content language: one of `venue.Languages`, sent as `lang=` on every read. */
  readonly lang: string;
  readonly setLang: (lang: string) => void;
};

export const SessionContext = createContext<GuestSession | null>(null);

export const useGuest = (): GuestSession => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useGuest outside a venue');
  return session;
};
