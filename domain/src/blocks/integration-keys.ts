// No zod here: the guest app imports this list by path, and its first load must stay small.

/**
 * The block types whose content lives in another system (a forecast, an agenda, a check-in desk…): a
 * header and nothing of their own, stored as an empty object (behaviour.md#blocks). One row each.
 */
export const INTEGRATION_KEYS = [
  'weather',
  'agenda',
  'parrilla',
  'property',
  'commercial',
  'servatur',
  'requestReservation',
  'checkIn',
  'externalIntegration',
] as const;

export type IntegrationKey = (typeof INTEGRATION_KEYS)[number];
