import { useCallback, useState } from 'react';
import type { Near } from '../../api/geocode.ts';

export type GeolocationStatus =
  | 'off'
  | 'locating'
  | 'on'
  | 'denied'
  | 'unavailable'
  | 'unsupported';

/** GeolocationPositionError.PERMISSION_DENIED. */
const PERMISSION_DENIED = 1;

/**
 * Two decimals (about a kilometre) are enough to rank nearby places first, and they keep the
 * user's exact position from travelling on to the maps service.
 */
const rounded = (degrees: number) => Math.round(degrees * 100) / 100;

/** The browser's position, asked only when the user asks for it (never on load). */
export const useGeolocation = () => {
  const [state, setState] = useState<{ status: GeolocationStatus; near?: Near }>({
    status: 'off',
  });

  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setState({ status: 'unsupported' });
      return;
    }
    setState({ status: 'locating' });
    geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({
          status: 'on',
          near: { lat: rounded(coords.latitude), lon: rounded(coords.longitude) },
        }),
      (error) => setState({ status: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  }, []);

  const stop = useCallback(() => setState({ status: 'off' }), []);

  return { status: state.status, near: state.near, locate, stop };
};
