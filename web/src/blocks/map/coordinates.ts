/** Latitude and longitude as typed in a field: rules of the map block (behaviour.md#data Lat/Lon, schema limits). */

export const LAT_LIMIT = 90;
export const LON_LIMIT = 180;

/** A stored coordinate as field text; null (no point yet) is an empty field. */
export const coordinateText = (value: number | null): string =>
  value !== null && Number.isFinite(value) ? String(value) : '';

const DECIMAL = /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** The number typed (a decimal comma reads as a point, as Spanish keyboards write it), or null. */
export const coordinateOf = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === '' || !DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
};

const withinLimit = (limit: number) => (text: string) => {
  if (text.trim() === '') return true;
  const value = coordinateOf(text);
  return value !== null && Math.abs(value) <= limit;
};

/** Empty (no point) or a latitude from −90 to 90. */
export const isLatText = withinLimit(LAT_LIMIT);
/** Empty (no point) or a longitude from −180 to 180. */
export const isLonText = withinLimit(LON_LIMIT);

/** Both coordinates set: a point to show. */
export const pointOf = (
  lat: number | null,
  lon: number | null,
): { lat: number; lon: number } | null =>
  lat !== null && lon !== null && Number.isFinite(lat) && Number.isFinite(lon)
    ? { lat, lon }
    : null;
