import type { RoomChargeSettings, RoomStay } from '@carta/domain/orders';
import { request, requestNamedFile, segment } from '../../api/client.ts';
import { saveFile } from '../../api/saveFile.ts';
import type { ListResponse } from '../../api/types.ts';

/** A room charge waiting for staff at the desk. */
export type PendingCharge = {
  readonly AttemptID: number;
  readonly OrderID: number;
  readonly PointID: number;
  readonly Surname: string;
  readonly Amount: number;
  readonly Currency: string;
  readonly CreatedAt: string;
};

export type Stay = RoomStay & { readonly PointID: number; readonly UpdatedAt: string };

const base = (ws: string) => `/private/room-charge/${segment(ws)}`;

export const roomChargeKeys = {
  all: (ws: string) => ['room-charge', ws] as const,
  settings: (ws: string) => ['room-charge', ws, 'settings'] as const,
  pending: (ws: string) => ['room-charge', ws, 'pending'] as const,
  stay: (ws: string, pointId: number) => ['room-charge', ws, 'stay', pointId] as const,
};

export const fetchRoomChargeSettings = (ws: string, signal?: AbortSignal) =>
  request<{ data: RoomChargeSettings }>(`${base(ws)}/settings`, { signal }).then((a) => a.data);

export const saveRoomChargeSettings = (ws: string, body: RoomChargeSettings) =>
  request<{ data: RoomChargeSettings }>(`${base(ws)}/settings`, { method: 'PUT', body }).then(
    (a) => a.data,
  );

export const fetchPendingCharges = (ws: string, signal?: AbortSignal) =>
  request<ListResponse<PendingCharge>>(`${base(ws)}/charges`, { signal }).then((a) => a.data);

export const decideCharge = (ws: string, attemptId: number, decision: 'approve' | 'reject') =>
  request<{ data: unknown }>(`${base(ws)}/charges/${segment(attemptId)}/${decision}`, {
    method: 'POST',
  });

/** The room's stay, or null after check-out (404). */
export const fetchStay = async (ws: string, pointId: number, signal?: AbortSignal) => {
  try {
    return (await request<{ data: Stay }>(`${base(ws)}/stays/${segment(pointId)}`, { signal }))
      .data;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
};

export const saveStay = (ws: string, pointId: number, stay: RoomStay) =>
  request<{ data: Stay }>(`${base(ws)}/stays/${segment(pointId)}`, { method: 'PUT', body: stay });

export const endStay = (ws: string, pointId: number) =>
  request<void>(`${base(ws)}/stays/${segment(pointId)}`, { method: 'DELETE' });

/** The service day's approved charges as CSV, downloaded with the staff token in a header. */
export const downloadRoomCharges = async (ws: string, day: string, lang: string) => {
  const { blob, name } = await requestNamedFile(
    `${base(ws)}/export?day=${segment(day)}&lang=${lang === 'en' ? 'en' : 'es'}`,
    'text/csv',
    `room-charges-${day}.csv`,
  );
  saveFile(blob, name);
};
