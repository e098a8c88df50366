import { z } from 'zod';
import { defineBlock } from './block.ts';
import { jsonOrValue, plainText } from './fields.ts';

/** The eight cascading filters, in the behaviour.md#blocks order. */
export const INFOTEN_FILTER_KEYS = [
  'Actividad',
  'Tipo',
  'SubTipo',
  'ClasificacionTipo',
  'SubClasificacionTipo',
  'Recomendado',
  'Municipio',
  'Zona',
] as const;
export type InfotenFilterKey = (typeof INFOTEN_FILTER_KEYS)[number];
export type InfotenFilters = Partial<Record<InfotenFilterKey, string>>;

/** behaviour.md#editing: Actividad defaults to 'Recursos'. */
export const INFOTEN_DEFAULT_ACTIVIDAD = 'Recursos';

const filterValue = plainText().nullable().optional();

/**
 * behaviour.md#data: an object (or a JSON string of it) with optional keys; only keys with a selected value are
 * kept, so '' and null drop the key. The stored form is the object.
 */
export const infotenFiltersSchema = jsonOrValue(
  z
    .strictObject(
      Object.fromEntries(INFOTEN_FILTER_KEYS.map((key) => [key, filterValue])) as Record<
        InfotenFilterKey,
        typeof filterValue
      >,
    )
    .transform(
      (filters): InfotenFilters =>
        Object.fromEntries(
          Object.entries(filters).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
          ),
        ),
    ),
);

/** Infoten (46): resources of the public tourism catalogue, narrowed by the cascading filters. */
export const infoten = defineBlock({
  key: 'infoten',
  id: 46,
  icon: 'mdi-information-variant',
  group: 'integrations',
  exclusive: true,
  guest: { InfotenFilters: 'keep' },
  schema: z.strictObject({ InfotenFilters: infotenFiltersSchema }),
  defaults: () => ({ InfotenFilters: { Actividad: INFOTEN_DEFAULT_ACTIVIDAD } as InfotenFilters }),
});
