import type { Availability, Translatable } from '@carta/domain';
import type { PointKind } from '@carta/domain/orders';
import { request, requestFile, segment } from '../../api/client.ts';
import type { ListResponse } from '../../api/types.ts';

/** A point as the server answers it (docs/api.md "Point"); Code is the server's, read-only. */
export type Point = {
  readonly ID: number;
  readonly Name: Translatable;
  readonly Kind: PointKind;
  readonly MenuID: number | null;
  readonly Active: boolean;
  readonly Availability: Availability | null;
  readonly Code: string;
};

/** What the dialog edits: everything staff may change. */
export type PointFields = Pick<Point, 'Name' | 'Kind' | 'MenuID' | 'Active' | 'Availability'>;

export type PointsPage = {
  readonly page: number;
  readonly perPage: number;
  readonly search: string;
};

const base = (ws: string) => `/private/dish-orders/${segment(ws)}/dish-orders-points`;

export const fetchPoints = (
  ws: string,
  { page, perPage, search }: PointsPage,
  signal?: AbortSignal,
): Promise<ListResponse<Point>> => {
  const query = new URLSearchParams({
    start_index: String(page * perPage),
    item_per_page: String(perPage),
    search_value: search,
  });
  return request(`${base(ws)}/?${query}`, { signal });
};

export const createPoint = (ws: string, fields: PointFields): Promise<{ data: Point }> =>
  request(`${base(ws)}/`, { method: 'POST', body: { ID: 'new', ...fields } });

export const updatePoint = (
  ws: string,
  id: number,
  fields: PointFields,
): Promise<{ data: Point }> =>
  request(`${base(ws)}/${segment(id)}`, { method: 'PATCH', body: fields });

export const rotatePointCode = (ws: string, id: number): Promise<{ data: Point }> =>
  request(`${base(ws)}/${segment(id)}/rotate-code`, { method: 'PUT' });

export const deletePoint = (ws: string, id: number): Promise<{ affectedRows: number }> =>
  request(`${base(ws)}/${segment(id)}`, { method: 'DELETE' });

/** behaviour.md#scopes: the caller's own settings; HideDishOrderPoint 1 hides the points section. */
export const fetchUserConfig = (
  ws: string,
  signal?: AbortSignal,
): Promise<ListResponse<{ HideDishOrderPoint: 0 | 1 }>> =>
  request(`/private/workspaces/${segment(ws)}/user-config/`, { signal, endsSession: false });

/** The address a point's QR code carries (behaviour.md#ordering): the guest app opens the point from it. */
export const pointUrl = (origin: string, ws: string, code: string): string =>
  `${origin}/guest/${segment(ws)}/?point=${encodeURIComponent(code)}`;

/** The printable QR sheet (an A4 PDF, behaviour.md#ordering) of the points `ids`, in that order. */
export const fetchQrSheet = (ws: string, ids: readonly number[]): Promise<Blob> =>
  requestFile(`${base(ws)}/qr-sheet.pdf?ids=${ids.join(',')}`, 'application/pdf');
