import { DEFAULT_DAY_CHANGE_MINUTES } from '@carta/domain/orders';
import { notFound } from '../../errors.ts';
import { findOrderSettings } from '../../repos/dish-orders/settings.ts';
import { findEnterprise } from '../../repos/enterprises.ts';
import type { Queryable } from '../../repos/types.ts';
import type { ReportVenue } from './sales.ts';

/**
 * The venue as its reports need it: its clock, its day change and its currency. The day change is
 * read here and only here: the ordering settings do not hold it yet, so it is the default.
 */
export const reportVenueOf = async (
  db: Queryable,
  ws: number,
): Promise<ReportVenue & { name: string }> => {
  const [venue, settings] = await Promise.all([findEnterprise(db, ws), findOrderSettings(db, ws)]);
  if (!venue) throw notFound('enterprise');
  return {
    ws,
    name: venue.Name,
    timeZone: venue.TimeZone || 'Europe/Madrid',
    dayChangeMinutes: DEFAULT_DAY_CHANGE_MINUTES,
    currency: settings.Currency,
  };
};
