/**
 * behaviour.md#ordering's entry, as pure helpers: a QR code opens `/guest/{ws}/?point={Code}`; the app takes the
 * code out of the address (keeping every other parameter) and shows /point.
 */

/** The point code in a query string, or null when there is none (an empty `point=` is none). */
export const pointCodeOf = (search: string): string | null => {
  const code = new URLSearchParams(search).get('point')?.trim();
  return code ? code : null;
};

/** The query string without `point`, as `?a=b` or '' when nothing is left. */
export const searchWithoutPoint = (search: string): string => {
  const params = new URLSearchParams(search);
  params.delete('point');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
};

/** behaviour.md#editing: a check-token answer naming the point 'undefined' (the old API's lost session) ends it. */
export const namesNoPoint = (decodedPoint: unknown): boolean =>
  decodedPoint === undefined || decodedPoint === null || String(decodedPoint) === 'undefined';
