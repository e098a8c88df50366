import { useTranslation } from 'react-i18next';
import { MIN_CHARS, type Suggestions } from './useAddressSuggestions.ts';
import type { GeolocationStatus } from './useGeolocation.ts';

export type StatusMessage = { readonly text: string; readonly error: boolean };

/**
 * The one line under the field, most urgent first: a failed search (the only error: the field's
 * text is not wrong), then what the location did, then why nothing shows (too short, nothing found).
 */
export const useStatusMessage = (
  query: string,
  suggestions: Suggestions,
  location: GeolocationStatus,
): StatusMessage | null => {
  const { t } = useTranslation();
  const typed = query.trim();
  if (suggestions.failed) return { text: t('widgets.AddressSearch.failed'), error: true };
  if (location === 'denied')
    return { text: t('widgets.AddressSearch.locationDenied'), error: false };
  if (location === 'unavailable')
    return { text: t('widgets.AddressSearch.locationUnavailable'), error: false };
  if (location === 'unsupported')
    return { text: t('widgets.AddressSearch.locationUnsupported'), error: false };
  if (location === 'locating') return { text: t('widgets.AddressSearch.locating'), error: false };
  if (typed.length > 0 && typed.length < MIN_CHARS)
    return { text: t('widgets.AddressSearch.minChars', { min: MIN_CHARS }), error: false };
  if (
    !suggestions.loading &&
    suggestions.searched === typed &&
    typed !== '' &&
    suggestions.options.length === 0
  )
    return { text: t('widgets.AddressSearch.noResults'), error: false };
  if (location === 'on') return { text: t('widgets.AddressSearch.nearYou'), error: false };
  return null;
};
