import { z } from 'zod';
import { forbidden } from '../errors.ts';
import { listInfoten, replaceInfoten } from '../repos/infoten.ts';
import {
  INFOTEN_FIELDS,
  INFOTEN_KINDS,
  type InfotenField,
  type InfotenKind,
} from '../services/catalogues/kinds.ts';
import { IMPORT_MAX, NAME_MAX } from './catalogues-shapes.ts';
import { routeFile } from './route.ts';
import { listOf } from './schemas.ts';

const text = z.string().trim().min(1).max(NAME_MAX);

/** Each field an entry may carry, as the import takes it. */
const FIELD_INPUT: Record<InfotenField, z.ZodType<string | null>> = {
  activo: z.enum(['1', '0']).default('1'),
  actividad: text.nullable().default(null),
  TipoActividad: text,
  nombreTipo: text,
  ClasificacionTipo: text,
  zona: text.nullable().default(null),
};

const FIELD_OUTPUT: Record<InfotenField, z.ZodType<string | null>> = {
  activo: z.string().nullable(),
  actividad: z.string().nullable(),
  TipoActividad: z.string().nullable(),
  nombreTipo: z.string().nullable(),
  ClasificacionTipo: z.string().nullable(),
  zona: z.string().nullable(),
};

const shapeOf = (kind: InfotenKind, fields: Record<InfotenField, z.ZodType<string | null>>) =>
  Object.fromEntries(INFOTEN_FIELDS[kind].map((field) => [field, fields[field]]));

const entryInput = (kind: InfotenKind) =>
  z.strictObject({ nombre: text, ...shapeOf(kind, FIELD_INPUT) });
const entryOutput = (kind: InfotenKind) =>
  z.object({ nombre: z.string(), ...shapeOf(kind, FIELD_OUTPUT) });

/** The public infoten catalogue (behaviour.md#api): eight lists read by the infoten block; administrators replace them. */
export const infotenRoutes = routeFile(
  { prefix: '/api', tags: ['infoten'] },
  ({ privateRoute, publicRoute }, { db }) => {
    // One route per list, so an unknown list is a plain 404 and each documents its own entries.
    for (const kind of INFOTEN_KINDS) {
      publicRoute('GET', `/public/infoten/${kind}`, {
        schema: {
          description: `The infoten ${kind}, ordered by nombre.`,
          response: { 200: listOf(entryOutput(kind)) },
        },
        handler: async () => {
          const data = await listInfoten(db, kind);
          return { data, total: data.length };
        },
      });

      privateRoute('PUT', `/infoten/${kind}`, {
        schema: {
          description: `Replaces the infoten ${kind} (administrators; ≤ ${IMPORT_MAX} entries).`,
          body: z.array(entryInput(kind)).max(IMPORT_MAX),
          response: { 200: listOf(entryOutput(kind)) },
        },
        handler: async ({ request, staff }) => {
          if (!staff.isAdmin) throw forbidden('shared catalogues need an administrator');
          // The list is replaced whole, or left as it was.
          const data = await db.transaction().execute(async (trx) => {
            await replaceInfoten(trx, kind, request.body as { nombre: string }[]);
            return listInfoten(trx, kind);
          });
          return { data, total: data.length };
        },
      });
    }
  },
);
