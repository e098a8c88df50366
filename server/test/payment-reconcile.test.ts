import { RECONCILE_MAX_TRIES } from '@carta/domain/orders';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../src/deps.ts';
import { findCredentials } from '../src/repos/payments.ts';
import { runMaintenance } from '../src/services/maintenance/job.ts';
import { providerOf } from '../src/services/payments/payments.ts';
import { ordersUrl } from './dish-order-fixtures.ts';
import { call, databases, HOTEL, HOTEL_STAFF, login, PLAZA, useApp } from './helpers.ts';
import { recordingLog, seedAttempt, seedOrder, useStripe } from './maintenance-fixtures.ts';
import { startFakeProviders } from './payment-fakes.ts';

const fakes = await startFakeProviders();
afterAll(() => fakes.close());

const AT = new Date('2026-06-03T10:30:00Z');
const minutes = (n: number) => new Date(AT.getTime() + n * 60_000);

const attemptOf = (app: App, id: number) =>
  app.deps.db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('ID', '=', id)
    .executeTakeFirstOrThrow();

/** Calls the fake Stripe received for a Checkout Session. */
const lookupsOf = (reference: string) =>
  fakes.calls.filter((c) => c.path.startsWith(`/v1/checkout/sessions/${reference}`)).length;

describe.each(databases)('payment reconciliation on %s', (database) => {
  const ctx = useApp(database, { clock: () => AT, payments: fakes.payments });

  it("50 never-settling attempts of one venue do not keep another venue's expired attempt waiting", async () => {
    const { db } = ctx.app.deps;
    // The hotel: 50 Stripe attempts left `pending_…` by a crash, older than anything else; Stripe
    // knows none of them, so every lookup fails.
    await useStripe(db, HOTEL);
    const hotelOrder = await seedOrder(db, HOTEL);
    const stuck = [];
    for (let i = 0; i < 50; i += 1)
      stuck.push(
        await seedAttempt(db, {
          ws: HOTEL,
          orderId: hotelOrder.id,
          provider: 'stripe',
          reference: `pending_crashed_${i}`,
          expiresAt: minutes(-120 + i),
        }),
      );
    // The plaza: one demo attempt nobody paid, expired a minute ago.
    const plazaOrder = await seedOrder(db, PLAZA);
    const plaza = await seedAttempt(db, {
      ws: PLAZA,
      orderId: plazaOrder.id,
      provider: 'demo',
      expiresAt: minutes(-1),
    });
    const { log, lines } = recordingLog();

    const report = await runMaintenance(ctx.app.deps, log, AT);
    expect((await attemptOf(ctx.app, plaza.ID)).State).toBe('expired');
    expect(report?.reconcile).toEqual({ asked: 6, settled: 1, failed: 5, retired: 0 });
    // The hotel's five oldest were asked, counted and logged; the other 45 wait their turn.
    const tried = await db
      .selectFrom('payment_attempts')
      .select(['ID', 'ReconcileTries'])
      .where('EnterpriseID', '=', HOTEL)
      .where('ReconcileTries', '>', 0)
      .orderBy('ID')
      .execute();
    expect(tried.map((a) => a.ID)).toEqual(stuck.slice(0, 5).map((a) => a.ID));
    expect(lines.filter((l) => l.message === 'payment lookup failed')).toHaveLength(5);
    expect(lines.find((l) => l.message === 'payment lookup failed')?.fields).toMatchObject({
      ws: HOTEL,
      tries: 1,
    });

    // The next pass, a minute later, takes the next five: the backed-off ones wait.
    const next = await runMaintenance(ctx.app.deps, log, minutes(0.5));
    expect(next?.reconcile.asked).toBe(5);
    expect(
      await db
        .selectFrom('payment_attempts')
        .select('ID')
        .where('ReconcileTries', '>', 0)
        .execute(),
    ).toHaveLength(10);
  });

  it('asks again after a doubling wait, then retires the attempt and flags it for staff', async () => {
    const { db } = ctx.app.deps;
    await useStripe(db, HOTEL);
    const order = await seedOrder(db, HOTEL);
    const attempt = await seedAttempt(db, {
      ws: HOTEL,
      orderId: order.id,
      provider: 'stripe',
      reference: 'pending_never_created',
      expiresAt: minutes(-1),
    });
    const { log, lines } = recordingLog();
    let now = AT;
    for (let tries = 1; tries <= RECONCILE_MAX_TRIES; tries += 1) {
      const asked = lookupsOf(attempt.Reference);
      expect((await runMaintenance(ctx.app.deps, log, now))?.reconcile.asked).toBe(1);
      expect(lookupsOf(attempt.Reference)).toBe(asked + 1);
      const row = await attemptOf(ctx.app, attempt.ID);
      expect(row.ReconcileTries).toBe(tries);
      expect(row.State).toBe('pending');
      if (tries === RECONCILE_MAX_TRIES) break;
      // Not before its back-off ends.
      expect((await runMaintenance(ctx.app.deps, log, now))?.reconcile.asked).toBe(0);
      now = new Date(row.ReconcileAfter ?? '');
    }
    const retired = await attemptOf(ctx.app, attempt.ID);
    expect(retired.ReconcileFailedAt).toBe(now.toISOString());
    expect(retired.ReconcileError).toMatch(/^Stripe lookup: /);
    expect(lines.filter((l) => l.level === 'error')).toHaveLength(1);
    // Retired: never asked again, however late.
    const asked = lookupsOf(attempt.Reference);
    expect((await runMaintenance(ctx.app.deps, log, minutes(60 * 24 * 7)))?.reconcile.asked).toBe(
      0,
    );
    expect(lookupsOf(attempt.Reference)).toBe(asked);
    // Staff see it on the order's payments.
    const staff = await login(ctx.app, HOTEL_STAFF);
    const list = await call(
      ctx.app,
      staff,
      'GET',
      `${ordersUrl(HOTEL, 'private')}/${order.id}/payments`,
    );
    expect(list.body.data[0]).toMatchObject({
      ID: attempt.ID,
      State: 'pending',
      ReconcileFailedAt: now.toISOString(),
      ReconcileError: expect.stringMatching(/^Stripe lookup: /),
    });
  });

  describe('a refund claim left by a crash', () => {
    /** A paid Stripe attempt whose refund was claimed at AT, then the process died. */
    const crashedRefund = async (reachedStripe: boolean) => {
      const { db } = ctx.app.deps;
      await useStripe(db, HOTEL);
      const order = await seedOrder(db, HOTEL, { status: 'confirmed', paymentStatus: 'paid' });
      const paid = await seedAttempt(db, {
        ws: HOTEL,
        orderId: order.id,
        provider: 'stripe',
        reference: `cs_test_crash_${reachedStripe}_${order.id}`,
        state: 'paid',
        providerPayment: `pi_crash_${reachedStripe}_${order.id}`,
        expiresAt: minutes(-10),
      });
      const claimed = await db
        .updateTable('payment_attempts')
        .set({ RefundReference: 'claimed', RefundClaimedAt: AT.toISOString() })
        .where('ID', '=', paid.ID)
        .returningAll()
        .executeTakeFirstOrThrow();
      // Died after Stripe refunded, before the answer was written.
      if (reachedStripe) {
        const credentials = await findCredentials(db, HOTEL);
        if (!credentials) throw new Error('no credentials');
        const whole = claimed.AmountCents + claimed.TipCents - claimed.RefundedCents;
        await providerOf(ctx.app.deps, 'stripe').refund(credentials, claimed, whole);
      }
      return { order, paid };
    };

    for (const reachedStripe of [false, true])
      it(`is recovered after its timeout: the refund completes exactly once (${reachedStripe ? 'Stripe had refunded' : 'Stripe never called'})`, async () => {
        const { order, paid } = await crashedRefund(reachedStripe);
        const staff = await login(ctx.app, HOTEL_STAFF);
        const refund = () =>
          call(ctx.app, staff, 'PUT', `${ordersUrl(HOTEL, 'private')}/${order.id}/refund`, {});
        // The claim stands while it may still be a refund under way.
        expect((await refund()).status).toBe(409);
        const { log } = recordingLog();
        expect((await runMaintenance(ctx.app.deps, log, minutes(1)))?.refundClaims).toEqual({
          completed: 0,
          released: 0,
        });
        expect((await refund()).status).toBe(409);

        const report = await runMaintenance(ctx.app.deps, log, minutes(6));
        expect(report?.refundClaims).toEqual({ completed: 1, released: 0 });
        const row = await attemptOf(ctx.app, paid.ID);
        expect(row).toMatchObject({
          State: 'refunded',
          // The fake's refund id carries Stripe's idempotency key: one key per partial refund.
          RefundReference: `re_refund_${paid.Reference}_0_${paid.AmountCents + paid.TipCents}`,
        });
        expect(fakes.refunds.filter((r) => r.paymentIntent === paid.ProviderPayment)).toHaveLength(
          1,
        );
        const again = await refund();
        expect(again.status).toBe(200);
        expect(again.body.data).toMatchObject({ ID: paid.ID, State: 'refunded' });
        const events = await ctx.app.deps.db
          .selectFrom('dish_order_events')
          .select('Type')
          .where('OrderID', '=', order.id)
          .execute();
        expect(events.map((e) => e.Type)).toEqual(['payment_refunded']);
        expect((await runMaintenance(ctx.app.deps, log, minutes(60)))?.refundClaims.completed).toBe(
          0,
        );
      });
  });
});
