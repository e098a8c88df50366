import type { InfotenEntry, InfotenKind } from '@carta/domain/api-contracts';
import { queryOptions } from '@tanstack/react-query';
import { request, segment } from './client.ts';
import type { ListResponse } from './types.ts';

export type { InfotenEntry, InfotenKind };

/**
 * The catalogues the integration blocks pick from (behaviour.md#api), all served by Carta itself (docs/api.md).
 * A failed catalogue empties one select and says so: it never ends the session.
 */

/** Interactive map, form (form-cio), weekly-menu content, channel list type, restaurant (behaviour.md#data). */
export type NamedRecord = { readonly ID: number | string; readonly Name: string };

/** An external menu (menu-ext); Name is translatable. */
export type ExternalMenu = {
  readonly ID: number | string;
  readonly ExternalID: string | null;
  readonly Name: Readonly<Record<string, string>> | string;
};

/** The eight lists, read in this order (behaviour.md#api). */
export const INFOTEN_KINDS = [
  'actividades',
  'tipos',
  'subtipos',
  'clasificaciontipos',
  'subclasificaciontipos',
  'recomendado',
  'municipios',
  'zonas',
] as const satisfies readonly InfotenKind[];

/** The first element of the activity provider's or shows service's answer: TypeActivity01..05 / TypeShow01..05. */
export type ProviderTypes = Readonly<Record<string, string | null | undefined>>;

const STALE_MS = 5 * 60_000;
const catalogueKey = (...parts: (string | number)[]) => ['catalogue', ...parts] as const;
const privateList = async <T>(path: string, signal?: AbortSignal): Promise<T[]> =>
  (await request<ListResponse<T>>(path, { signal, endsSession: false })).data;

export const weeklyMenusQuery = (ws: string) =>
  queryOptions({
    queryKey: catalogueKey('weekly-menu-content-id', ws),
    queryFn: ({ signal }) =>
      privateList<NamedRecord>(
        `/contents/${segment(ws)}/weekly-menu-content-id?start=0&size=1000&search=`,
        signal,
      ),
    staleTime: STALE_MS,
  });

export const channelListTypesQuery = (ws: string) =>
  queryOptions({
    queryKey: catalogueKey('channel-list-type', ws),
    queryFn: ({ signal }) =>
      privateList<NamedRecord>(
        `/contents/${segment(ws)}/channel-list-type/?page=1&size=100000`,
        signal,
      ),
    staleTime: STALE_MS,
  });

export const interactiveMapsQuery = (ws: string) =>
  queryOptions({
    queryKey: catalogueKey('interactive-maps', ws),
    queryFn: ({ signal }) =>
      privateList<NamedRecord>(
        `/enterprises/${segment(ws)}/interactive-maps?start=0&limit=1000&search=`,
        signal,
      ),
    staleTime: STALE_MS,
  });

export const formsCioQuery = (ws: string) =>
  queryOptions({
    queryKey: catalogueKey('form-cio', ws),
    queryFn: ({ signal }) =>
      privateList<NamedRecord>(`/enterprises/${segment(ws)}/form-cio`, signal),
    staleTime: STALE_MS,
  });

export const restaurantsQuery = (chain: string, ws: string) =>
  queryOptions({
    queryKey: catalogueKey('restaurants', chain, ws),
    queryFn: ({ signal }) =>
      privateList<NamedRecord>(`/enterprises/${segment(chain)}/restaurants/${segment(ws)}`, signal),
    staleTime: STALE_MS,
  });

/** behaviour.md#api public menu-ext: a bare array, as the public API answers it. */
export const externalMenusQuery = (ws: string) =>
  queryOptions({
    queryKey: catalogueKey('menu-ext', ws),
    queryFn: ({ signal }) =>
      request<ExternalMenu[]>(`/v1/public/workspaces/${segment(ws)}/menu-ext/`, {
        scope: 'public',
        signal,
      }),
    staleTime: STALE_MS,
  });

export const infotenQuery = (kind: InfotenKind) =>
  queryOptions({
    queryKey: catalogueKey('infoten', kind),
    queryFn: async ({ signal }) =>
      (
        await request<ListResponse<InfotenEntry>>(`/public/infoten/${kind}`, {
          scope: 'public',
          signal,
        })
      ).data,
    staleTime: STALE_MS,
  });

/** behaviour.md#api: the provider answers an array; its first element holds the type names. */
const firstOf = async (path: string, signal?: AbortSignal): Promise<ProviderTypes> =>
  (await request<ProviderTypes[]>(path, { scope: 'public', signal }))[0] ?? {};

export const activityTypesQuery = (dviewLink: string) =>
  queryOptions({
    queryKey: catalogueKey('activity-types', dviewLink),
    queryFn: ({ signal }) =>
      firstOf(`/p_activity/${segment(dviewLink)}/carta-type-activity`, signal),
    staleTime: STALE_MS,
  });

export const showTypesQuery = (linkId: string) =>
  queryOptions({
    queryKey: catalogueKey('show-types', linkId),
    queryFn: ({ signal }) => firstOf(`/p_show/${segment(linkId)}/carta-type-show`, signal),
    staleTime: STALE_MS,
  });
