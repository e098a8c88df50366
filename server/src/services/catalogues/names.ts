/**
 * A name folded for ordering and search: lower case, accents dropped. Stored beside the name, so that
 * SQLite (binary order, ASCII-only lower()) and PostgreSQL (locale collations) order and match alike.
 */
export const nameKeyOf = (name: string): string =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A LIKE pattern matching `search` anywhere in a name key; `\` escapes the wildcards. */
export const containsPattern = (search: string): string =>
  `%${nameKeyOf(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Multi-row inserts stay under SQLite's limit of bound parameters per statement. */
export const chunksOf = <T>(rows: readonly T[], size = 500): T[][] =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
    rows.slice(i * size, (i + 1) * size),
  );
