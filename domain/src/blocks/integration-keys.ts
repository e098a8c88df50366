// No zod here: the guest app imports this list by path, and its first load must stay small.
import type { ContentTypeGroup, ContentTypeInfo } from './type-info.ts';

const row = <K extends string>(
  id: number,
  key: K,
  icon: string,
  group: ContentTypeGroup,
  exclusive = false,
): ContentTypeInfo<K> => ({ id, key, icon, exclusive, group });

/**
 * The block types whose content lives in another system (a forecast, an agenda, a check-in…): a
 * header and nothing of their own, stored as an empty object (behaviour.md#blocks). One row each,
 * its catalogue entry: id, key, icon, add-content group and, when it fills a whole page, exclusive.
 */
export const INTEGRATION_ROWS = [
  row(9, 'weather', 'mdi-weather-partly-cloudy', 'information'),
  row(21, 'agenda', 'mdi-calendar', 'integrations', true),
  row(22, 'parrilla', 'mdi-television-guide', 'integrations', true),
  row(24, 'property', 'mdi-home-city', 'information'),
  row(25, 'commercial', 'mdi-store', 'integrations', true),
  row(56, 'servatur', 'mdi-bus', 'integrations', true),
  row(58, 'requestReservation', 'mdi-calendar-clock', 'forms', true),
  row(62, 'checkIn', 'mdi-login-variant', 'forms', true),
  // Not numbered in behaviour.md#limits: a free id taken here (docs/decisions.md).
  row(65, 'externalIntegration', 'mdi-code-braces', 'integrations', true),
] as const;

export type IntegrationKey = (typeof INTEGRATION_ROWS)[number]['key'];

export const INTEGRATION_KEYS: readonly IntegrationKey[] = INTEGRATION_ROWS.map((r) => r.key);
