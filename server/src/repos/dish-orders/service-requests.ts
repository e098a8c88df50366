import type { ServiceRequestKind, ServiceRequestStatus } from '@carta/domain/orders';
import type { Selectable } from 'kysely';
import type { DishServiceRequestsTable } from '../../db/tables/dish-orders.ts';
import type { Queryable } from '../types.ts';

export type ServiceRequest = {
  readonly ID: number;
  readonly Kind: ServiceRequestKind;
  readonly PointID: number;
  readonly Status: ServiceRequestStatus;
  readonly Note: string | null;
  readonly Pay: string | null;
  readonly CreatedAt: string;
  readonly DoneAt: string | null;
};

const toRequest = (r: Selectable<DishServiceRequestsTable>): ServiceRequest => ({
  ID: Number(r.ID),
  Kind: r.Kind,
  PointID: r.PointID,
  Status: r.Status,
  Note: r.Note,
  Pay: r.Pay,
  CreatedAt: r.CreatedAt,
  DoneAt: r.DoneAt,
});

export const findOpenRequest = async (
  db: Queryable,
  ws: number,
  pointId: number,
  kind: ServiceRequestKind,
): Promise<ServiceRequest | undefined> => {
  const row = await db
    .selectFrom('dish_service_requests')
    .selectAll()
    .where('EnterpriseID', '=', ws)
    .where('Status', '=', 'open')
    .where('PointID', '=', pointId)
    .where('Kind', '=', kind)
    .executeTakeFirst();
  return row && toRequest(row);
};

export const insertRequest = async (
  db: Queryable,
  r: {
    readonly ws: number;
    readonly pointId: number;
    readonly kind: ServiceRequestKind;
    readonly note: string | null;
    readonly pay: string | null;
    readonly at: Date;
  },
): Promise<ServiceRequest> =>
  toRequest(
    await db
      .insertInto('dish_service_requests')
      .values({
        EnterpriseID: r.ws,
        PointID: r.pointId,
        Kind: r.kind,
        Note: r.note,
        Pay: r.pay,
        Status: 'open',
        CreatedAt: r.at.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );

/** A request rung again after the repeat window: the same request, its time and words renewed. */
export const renewRequest = async (
  db: Queryable,
  id: number,
  r: { readonly note: string | null; readonly pay: string | null; readonly at: Date },
): Promise<ServiceRequest> =>
  toRequest(
    await db
      .updateTable('dish_service_requests')
      .set({ Note: r.note, Pay: r.pay, CreatedAt: r.at.toISOString() })
      .where('ID', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );

/** Marks a venue's open request done; undefined when it is not the venue's or not open. */
export const closeRequest = async (
  db: Queryable,
  ws: number,
  id: number,
  by: { readonly userId: number; readonly at: Date },
): Promise<ServiceRequest | undefined> => {
  const row = await db
    .updateTable('dish_service_requests')
    .set({ Status: 'done', DoneAt: by.at.toISOString(), DoneBy: by.userId })
    .where('ID', '=', id)
    .where('EnterpriseID', '=', ws)
    .where('Status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  return row && toRequest(row);
};

export const findRequest = async (db: Queryable, ws: number, id: number) => {
  const row = await db
    .selectFrom('dish_service_requests')
    .selectAll()
    .where('ID', '=', id)
    .where('EnterpriseID', '=', ws)
    .executeTakeFirst();
  return row && toRequest(row);
};

/** The venue's open requests, oldest first: what a desk shows when it opens. */
export const listOpenRequests = async (db: Queryable, ws: number): Promise<ServiceRequest[]> => {
  const rows = await db
    .selectFrom('dish_service_requests')
    .selectAll()
    .where('EnterpriseID', '=', ws)
    .where('Status', '=', 'open')
    .orderBy('CreatedAt')
    .orderBy('ID')
    .execute();
  return rows.map(toRequest);
};
