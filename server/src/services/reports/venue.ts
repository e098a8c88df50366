import { dayChangeMinutes } from '@carta/domain/orders';
import { NotFound } from '../../domain-errors.ts';
import { findOrderSettings } from '../../repos/dish-orders/settings.ts';
import { findEnterprise } from '../../repos/enterprises.ts';
import type { Queryable } from '../../repos/types.ts';
import type { ReportVenue } from './sales.ts';

/**
 * The venue as its reports need it: its clock, its day change (the ordering settings' `DayChange`,
 * behaviour.md#service-day) and its currency.
 */
export const reportVenueOf = async (
  db: Queryable,
  ws: number,
): Promise<ReportVenue & { name: string }> => {
  const [venue, settings] = await Promise.all([findEnterprise(db, ws), findOrderSettings(db, ws)]);
  if (!venue) throw new NotFound('enterprise');
  return {
    ws,
    name: venue.Name,
    timeZone: venue.TimeZone || 'Europe/Madrid',
    dayChangeMinutes: dayChangeMinutes(settings.DayChange),
    currency: settings.Currency,
  };
};
