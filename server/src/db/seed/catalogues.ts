import type { Translatable } from '@carta/domain';
import type { Transaction } from 'kysely';
import type { CatalogueKind, InfotenKind } from '../../services/catalogues/kinds.ts';
import { chunksOf, nameKeyOf } from '../../services/catalogues/names.ts';
import { toJson } from '../dialect.ts';
import type { Database } from '../tables/index.ts';
import { infotenCatalogue } from './infoten-data.ts';

type Trx = Transaction<Database>;

export const DEMO_CHAIN = 'demo-chain';

type Named = readonly string[];
/** One enterprise's catalogues; ids are list positions from 1. */
type EnterpriseCatalogues = {
  readonly forms: Named;
  readonly maps: Named;
  readonly weeklyMenus: Named;
  /** channel list type: its channels. */
  readonly channels: Readonly<Record<string, Named>>;
  readonly externalMenus: readonly { ExternalID: string | null; Name: Translatable }[];
};

const HOTEL: EnterpriseCatalogues = {
  forms: ['Encuesta de satisfacción', 'Reserva de spa', 'Solicitud de traslado'],
  maps: ['Plano del hotel', 'Piscinas y jardines', 'Rutas por la isla'],
  weeklyMenus: ['Menú semanal del restaurante', 'Menú semanal del buffet', 'Menú infantil'],
  channels: {
    Nacionales: ['La 1', 'La 2', 'Antena 3', 'Televisión Canaria'],
    Internacionales: ['BBC News', 'CNN International', 'Deutsche Welle', 'TV5Monde'],
    Deportes: ['Teledeporte', 'Eurosport'],
    Infantiles: ['Clan', 'Disney Junior', 'Boing'],
  },
  externalMenus: [
    {
      ExternalID: 'carta-principal',
      Name: { es: 'Carta principal', en: 'Main menu', de: 'Hauptkarte', fr: 'Carte principale' },
    },
    // Two entries with one ExternalID: the block editor lists it once (behaviour.md#data "External menu").
    {
      ExternalID: 'carta-bar',
      Name: { es: 'Carta del bar', en: 'Bar menu', de: 'Barkarte', fr: 'Carte du bar' },
    },
    {
      ExternalID: 'carta-bar',
      Name: {
        es: 'Carta del bar (terraza)',
        en: 'Bar menu (terrace)',
        de: 'Barkarte (Terrasse)',
        fr: 'Carte du bar (terrasse)',
      },
    },
    {
      ExternalID: null,
      Name: { es: 'Carta de vinos', en: 'Wine list', de: 'Weinkarte', fr: 'Carte des vins' },
    },
  ],
};

const PLAZA: EnterpriseCatalogues = {
  forms: ['Reserva de mesa'],
  maps: ['Plano del comedor'],
  weeklyMenus: ['Menú del día de La Plaza'],
  channels: { Deportes: ['Gol Play'] },
  externalMenus: [
    { ExternalID: 'plaza-carta', Name: { es: 'Carta de La Plaza', en: 'La Plaza menu' } },
  ],
};

const RESTAURANTS: Readonly<Record<string, Named>> = {
  [DEMO_CHAIN]: [
    'Restaurante El Drago',
    'La Terraza del Puerto',
    'Asador Las Cumbres',
    'Sushi Atlántico',
    'Pizzería Bella Vista',
    'Bar de la Piscina',
  ],
  // Another chain's, never shown to Hotel Demo.
  'otra-cadena': ['Restaurante Costa Norte', 'Café del Muelle'],
};

/** The rows of one enterprise's catalogues. */
const recordsOf = (enterpriseId: number, c: EnterpriseCatalogues) => {
  const row = (Kind: CatalogueKind, ID: number, Name: string, Extra: unknown = null) => ({
    EnterpriseID: enterpriseId,
    Kind,
    ID,
    Name,
    NameKey: nameKeyOf(Name),
    Extra: Extra === null ? null : toJson(Extra),
  });
  const named = (kind: CatalogueKind, names: Named) =>
    names.map((name, i) => row(kind, i + 1, name));
  const types = Object.keys(c.channels);
  const channels = types.flatMap((type, t) =>
    (c.channels[type] ?? []).map((name) => ({ name, ChannelListType: t + 1 })),
  );
  return [
    ...named('forms', c.forms),
    ...named('interactive-maps', c.maps),
    ...named('weekly-menus', c.weeklyMenus),
    ...named('channel-list-types', types),
    ...channels.map(({ name, ChannelListType }, i) =>
      row('channels', i + 1, name, { ChannelListType }),
    ),
    ...c.externalMenus.map(({ ExternalID, Name }, i) =>
      row('external-menus', i + 1, Name.es ?? '', { ExternalID, Name }),
    ),
  ];
};

const typeRow = (Service: 'activity' | 'show', Link: string, names: readonly string[]) => {
  const [Type01 = '', Type02 = '', Type03 = '', Type04 = '', Type05 = ''] = names;
  return { Service, Link, Type01, Type02, Type03, Type04, Type05 };
};

/**
 * The demo's catalogues: Hotel Demo joins the demo chain and gets forms, maps, channels, weekly-menu
 * sources, external menus and its activity/show types; La Plaza gets a few records of its own; the
 * public infoten catalogue is filled. A handful of multi-row statements: it runs for every test.
 */
export const seedCatalogues = async (
  trx: Trx,
  ids: { readonly hotel: number; readonly plaza: number; readonly hotelLink: string },
): Promise<void> => {
  await trx
    .updateTable('enterprises')
    .set({ Chain: DEMO_CHAIN })
    .where('ID', '=', ids.hotel)
    .execute();
  await trx
    .insertInto('catalogue_records')
    .values([...recordsOf(ids.hotel, HOTEL), ...recordsOf(ids.plaza, PLAZA)])
    .execute();
  await trx
    .insertInto('chain_restaurants')
    .values(
      Object.entries(RESTAURANTS).flatMap(([Chain, names]) =>
        names.map((Name, i) => ({ Chain, ID: i + 1, Name, NameKey: nameKeyOf(Name) })),
      ),
    )
    .execute();
  await trx
    .insertInto('provider_types')
    .values([
      typeRow('activity', ids.hotelLink, [
        'Deportes',
        '',
        'Excursiones#excursion#blue#mdi-bus',
        'Bienestar',
        'Infantil',
      ]),
      typeRow('show', ids.hotelLink, ['Música en vivo', 'Espectáculo', 'Cine', 'Infantil', '']),
    ])
    .execute();
  const catalogue = infotenCatalogue();
  const entries = (Object.keys(catalogue) as InfotenKind[]).flatMap((kind) =>
    catalogue[kind].map((e) => ({
      Kind: kind,
      nombre: e.nombre,
      NameKey: nameKeyOf(e.nombre),
      activo: e.activo ?? null,
      actividad: e.actividad ?? null,
      TipoActividad: e.TipoActividad ?? null,
      nombreTipo: e.nombreTipo ?? null,
      ClasificacionTipo: e.ClasificacionTipo ?? null,
      zona: e.zona ?? null,
    })),
  );
  for (const chunk of chunksOf(entries))
    await trx.insertInto('infoten_entries').values(chunk).execute();
};
