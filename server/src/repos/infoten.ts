import {
  INFOTEN_FIELDS,
  type InfotenEntry,
  type InfotenKind,
} from '../services/catalogues/kinds.ts';
import { chunksOf, nameKeyOf } from '../services/catalogues/names.ts';
import type { Queryable } from './types.ts';

/** The entries of one infoten list, ordered by nombre: `nombre` plus the kind's own fields. */
export const listInfoten = async (db: Queryable, kind: InfotenKind): Promise<InfotenEntry[]> => {
  const fields = INFOTEN_FIELDS[kind];
  const rows = await db
    .selectFrom('infoten_entries')
    .selectAll()
    .where('Kind', '=', kind)
    .orderBy('NameKey')
    .orderBy('nombre')
    .orderBy('ID')
    .execute();
  return rows.map((row) => {
    const entry: InfotenEntry = { nombre: row.nombre };
    for (const field of fields) entry[field] = row[field];
    return entry;
  });
};

/** Make one infoten list exactly `entries`; the caller runs it in a transaction. */
export const replaceInfoten = async (
  db: Queryable,
  kind: InfotenKind,
  entries: readonly InfotenEntry[],
): Promise<void> => {
  await db.deleteFrom('infoten_entries').where('Kind', '=', kind).execute();
  const rows = entries.map((e) => ({
    Kind: kind,
    nombre: e.nombre,
    NameKey: nameKeyOf(e.nombre),
    activo: e.activo ?? null,
    actividad: e.actividad ?? null,
    TipoActividad: e.TipoActividad ?? null,
    nombreTipo: e.nombreTipo ?? null,
    ClasificacionTipo: e.ClasificacionTipo ?? null,
    zona: e.zona ?? null,
  }));
  for (const chunk of chunksOf(rows))
    await db.insertInto('infoten_entries').values(chunk).execute();
};
