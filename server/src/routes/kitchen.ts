import {
  orderOut,
  RECALL_MINUTES,
  STATIONS_MAX,
  stationAssignmentSchema,
  stationInputSchema,
  stationNameSchema,
} from '@carta/domain/orders';
import { z } from 'zod';
import { assertOwnEnterprise } from '../auth/scopes.ts';
import { conflict, notFound } from '../errors.ts';
import {
  assignable,
  countStations,
  deleteStation,
  insertStation,
  listAssignments,
  listStations,
  saveAssignment,
  stationTargets,
  toStation,
  updateStation,
} from '../repos/dish-orders/stations.ts';
import { bumpLine, recallOrder } from '../services/orders/kitchen.ts';
import { routeFile } from './route.ts';
import { errorBody, idParam, listOf } from './schemas.ts';

const stationOut = z.object({
  ID: z.number(),
  Name: stationNameSchema,
  PrepMinutes: z.number().nullable(),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
const assignmentOut = z.object({
  Kind: z.enum(['menu', 'dish']),
  TargetID: z.number(),
  StationID: z.number().nullable(),
  PrepMinutes: z.number().nullable(),
});

const wsParams = z.object({ ws: idParam });
const idParams = z.object({ ws: idParam, id: idParam });
const conflicts = { 404: errorBody, 409: errorBody };

/**
 * The kitchen display (behaviour.md#kitchen): the venue's stations and what each prepares, and the
 * board's per-line bump and recall. Any staff member of the venue; every change of an order goes
 * through the order event stream, so every board follows it live.
 */
export const kitchenRoutes = routeFile(
  { prefix: '/api/private/dish-orders', tags: ['kitchen'] },
  ({ privateRoute }, deps) => {
    const { db, config } = deps;
    const clock = config.clock ?? (() => new Date());

    privateRoute('GET', '/:ws/stations', {
      schema: {
        summary: "The venue's kitchen stations and the sections and dishes assigned to them",
        params: wsParams,
        response: {
          200: listOf(stationOut).extend({ assignments: z.array(assignmentOut) }),
        },
      },
      handler: async ({ request, staff }) => {
        const { ws } = request.params;
        assertOwnEnterprise(staff, ws);
        const [stations, assignments] = await Promise.all([
          listStations(db, ws),
          listAssignments(db, ws),
        ]);
        const data = stations.map(toStation);
        return {
          data,
          total: data.length,
          assignments: assignments.map((a) => ({ ...a, Kind: a.Kind as 'menu' | 'dish' })),
        };
      },
    });

    privateRoute('GET', '/:ws/station-targets', {
      schema: {
        summary: "The venue's menu sections that hold dishes, with their dishes",
        description: 'What the stations settings assign: sections and dishes, in menu order.',
        params: wsParams,
        response: {
          200: listOf(
            z.object({
              MenuID: z.number(),
              MenuName: z.record(z.string(), z.string()),
              Dishes: z.array(z.object({ ID: z.number(), Name: z.record(z.string(), z.string()) })),
            }),
          ),
        },
      },
      handler: async ({ request, staff }) => {
        assertOwnEnterprise(staff, request.params.ws);
        const data = await stationTargets(db, request.params.ws);
        return { data, total: data.length };
      },
    });

    privateRoute('POST', '/:ws/stations', {
      schema: {
        summary: 'Add a kitchen station',
        description: `A name (plain or per language) and a prep-time target in minutes (or null). At most ${STATIONS_MAX}.`,
        params: wsParams,
        body: stationInputSchema,
        response: { 200: z.object({ data: stationOut }), 409: errorBody },
      },
      handler: async ({ request, staff }) => {
        const { ws } = request.params;
        assertOwnEnterprise(staff, ws);
        const row = await db.transaction().execute(async (trx) => {
          if ((await countStations(trx, ws)) >= STATIONS_MAX)
            throw conflict(`a venue has at most ${STATIONS_MAX} stations`);
          return insertStation(trx, ws, request.body);
        });
        return { data: toStation(row) };
      },
    });

    privateRoute('PUT', '/:ws/stations/:id', {
      schema: {
        summary: 'Rename a kitchen station or change its prep-time target',
        params: idParams,
        body: stationInputSchema,
        response: { 200: z.object({ data: stationOut }), 404: errorBody },
      },
      handler: async ({ request, staff }) => {
        const { ws, id } = request.params;
        assertOwnEnterprise(staff, ws);
        const row = await updateStation(db, ws, id, request.body);
        if (!row) throw notFound('station');
        return { data: toStation(row) };
      },
    });

    privateRoute('DELETE', '/:ws/stations/:id', {
      schema: {
        summary: 'Delete a kitchen station',
        description:
          'Sections and dishes assigned to it are left without a station; lines already ordered keep theirs.',
        params: idParams,
        response: { 200: z.object({ affectedRows: z.number() }), 404: errorBody },
      },
      handler: async ({ request, staff }) => {
        const { ws, id } = request.params;
        assertOwnEnterprise(staff, ws);
        const deleted = await db.transaction().execute((trx) => deleteStation(trx, ws, id));
        if (!deleted) throw notFound('station');
        return { affectedRows: 1 };
      },
    });

    privateRoute('PUT', '/:ws/station-assignments', {
      schema: {
        summary: 'Assign a menu section or a dish to a station',
        description:
          'A dish’s station wins over its section’s, a section’s over its parent’s. A dish may also ' +
          'have its own prep-time target. `StationID` and `PrepMinutes` both null clears it. Lines ' +
          'ordered from then on go to that station.',
        params: wsParams,
        body: stationAssignmentSchema,
        response: { 200: z.object({ data: assignmentOut }), 404: errorBody },
      },
      handler: async ({ request, staff }) => {
        const { ws } = request.params;
        assertOwnEnterprise(staff, ws);
        const a = request.body;
        await db.transaction().execute(async (trx) => {
          if (!(await assignable(trx, ws, a))) throw notFound(a.Kind === 'menu' ? 'menu' : 'dish');
          if (
            a.StationID !== null &&
            !(await listStations(trx, ws)).some((s) => s.ID === a.StationID)
          )
            throw notFound('station');
          await saveAssignment(trx, ws, a);
        });
        return { data: { ...a, PrepMinutes: a.Kind === 'dish' ? a.PrepMinutes : null } };
      },
    });

    privateRoute('PUT', '/:ws/items/:id/bump', {
      schema: {
        summary: 'Bump an order line (ready), or undo its bump',
        description:
          'While the order is accepted. Bumping its last line serves the order (a `close` event). ' +
          `Undoing a bump of a served order within ${RECALL_MINUTES} minutes brings it back (a ` +
          '`recall` event); otherwise `bump` and `unbump` events.',
        params: idParams,
        body: z.strictObject({ Done: z.boolean() }),
        response: { 200: z.object({ data: orderOut }), ...conflicts },
      },
      handler: async ({ request, staff }) => {
        const { ws, id } = request.params;
        assertOwnEnterprise(staff, ws);
        return { data: await bumpLine(deps, ws, id, request.body.Done, clock()) };
      },
    });

    privateRoute('PUT', '/:ws/dish-orders/:id/recall', {
      schema: {
        summary: 'Recall a served order to the kitchen',
        description: `Within ${RECALL_MINUTES} minutes of serving it: accepted again, every line to do.`,
        params: idParams,
        response: { 200: z.object({ data: orderOut }), ...conflicts },
      },
      handler: async ({ request, staff }) => {
        const { ws, id } = request.params;
        assertOwnEnterprise(staff, ws);
        return { data: await recallOrder(deps, ws, id, clock()) };
      },
    });
  },
);
