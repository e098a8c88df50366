import { translatedValue } from '@carta/domain';
import { InvalidInput, NotFound } from '../../domain-errors.ts';
import { type Point, pointsForSheet } from '../../repos/dish-orders/points.ts';
import { findEnterprise, toEnterprise } from '../../repos/enterprises.ts';
import type { Queryable } from '../../repos/types.ts';
import type { Storage } from '../storage.ts';
import { logoAsPng } from './logo.ts';
import { renderQrSheet } from './qr-sheet.ts';

/** The most codes one sheet request prints (84 pages): beyond, staff print in several goes. */
export const QR_SHEET_MAX_POINTS = 500;

/** The address a point's QR code carries, the same as the back-office's QR dialog shows. */
export const pointQrUrl = (publicUrl: string, ws: number, code: string) =>
  `${publicUrl.replace(/\/+$/, '')}/guest/${ws}/?point=${encodeURIComponent(code)}`;

/**
 * The PDF of the venue's points `ids` (all its points when null), in the order asked. An id that is
 * not one of the venue's points (unknown, deleted or another venue's: the same answer) is a 400.
 */
export const venueQrSheet = async (
  db: Queryable,
  deps: { readonly storage: Storage; readonly publicUrl: string },
  ws: number,
  ids: readonly number[] | null,
): Promise<Uint8Array> => {
  if (ids && ids.length > QR_SHEET_MAX_POINTS)
    throw new InvalidInput(`ids: at most ${QR_SHEET_MAX_POINTS} points a sheet`, ['ids']);
  const row = await findEnterprise(db, ws);
  if (!row) throw new NotFound('enterprise');
  const venue = toEnterprise(row);
  const points = await pointsForSheet(db, ws, ids, QR_SHEET_MAX_POINTS + 1);
  if (points.length > QR_SHEET_MAX_POINTS)
    throw new InvalidInput(`ids: choose at most ${QR_SHEET_MAX_POINTS} points`, ['ids']);
  if (points.length === 0) throw new InvalidInput('ids: the venue has no points to print', ['ids']);
  const byId = new Map(points.map((p) => [p.ID, p]));
  const missing = (ids ?? []).filter((id) => !byId.has(id));
  if (missing.length > 0)
    throw new InvalidInput(`ids: not points of this venue: ${missing.slice(0, 10).join(', ')}`, [
      'ids',
    ]);
  const language = venue.Languages[0] ?? 'es';
  // Every id was found above.
  const ordered = ids ? ids.map((id) => byId.get(id) as Point) : points;
  return renderQrSheet(
    {
      name: venue.Name,
      languages: venue.Languages,
      color: venue.enterpriseColor,
      logoPng: await logoAsPng(deps.storage, venue.Logo),
    },
    ordered.map((p) => ({
      name: translatedValue(p.Name, language).trim() || `#${p.ID}`,
      url: pointQrUrl(deps.publicUrl, ws, p.Code),
    })),
  );
};
