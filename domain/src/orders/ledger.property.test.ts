import { describe, expect, it } from 'vitest';
import {
  keptOf,
  type LedgerAttempt,
  ledgerOf,
  refundableOf,
  sharesOf,
  stateAfterRefund,
} from './ledger.ts';
import { type AttemptState, matchesAttempt, settleAttempt } from './payments.ts';
import { linesStillFree, planPayment, type Split } from './split.ts';

/**
 * Random sequences of what a table and its providers do (add a line; start a payment of all, of
 * lines, of shares or of an amount, with a tip; notify it late, twice, out of order or forged;
 * expire it; refund it), run through the domain's rules as the server runs them, checking the
 * ledger's invariants after every step. Seeded: LEDGER_SEED replays a failure.
 */
// Domain has no Node types: the environment as the test runner gives it.
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
const SEED = Number(env?.LEDGER_SEED ?? 20261127);
const SEQUENCES = 1000;
const STEPS = 40;

/** mulberry32: small, fast, and the same numbers for the same seed everywhere. */
const random = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

type Attempt = { -readonly [K in keyof LedgerAttempt]: LedgerAttempt[K] } & {
  ID: number;
  Lines: number[];
  State: AttemptState;
};
type Table = { lines: { ID: number; TotalCents: number }[]; attempts: Attempt[] };

const totalOf = (t: Table) => t.lines.reduce((s, l) => s + l.TotalCents, 0);
const ledger = (t: Table) => ledgerOf(totalOf(t), t.attempts);
const holding = (a: Attempt) => a.State === 'paid' || (a.State === 'pending' && a.Open);

const covered = (t: Table, except?: number) =>
  new Set(t.attempts.filter((a) => a.ID !== except && holding(a)).flatMap((a) => a.Lines));

const step = (t: Table, rnd: () => number, log: string[]) => {
  const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(rnd() * xs.length)];
  const r = rnd();
  if (r < 0.2 || t.lines.length === 0) {
    const line = { ID: t.lines.length + 1, TotalCents: 1 + Math.floor(rnd() * 5000) };
    t.lines.push(line);
    log.push(`add ${line.TotalCents}`);
    return;
  }
  if (r < 0.45) {
    const kinds: Split[] = [
      { kind: 'all' },
      { kind: 'items', itemIds: t.lines.filter(() => rnd() < 0.5).map((l) => l.ID) },
      { kind: 'parts', of: 2 + Math.floor(rnd() * 5), count: 1 + Math.floor(rnd() * 2) },
      { kind: 'amount', amountCents: 1 + Math.floor(rnd() * 3000) },
    ];
    let split = pick(kinds) ?? { kind: 'all' };
    if (split.kind === 'items' && split.itemIds.length === 0) split = { kind: 'all' };
    const lines = t.lines.map((l) => ({ ...l, Covered: covered(t).has(l.ID) }));
    const plan = planPayment(ledger(t), lines, split);
    log.push(`start ${split.kind} → ${plan.ok ? plan.amountCents : plan.code}`);
    if (!plan.ok) return;
    const tip = rnd() < 0.3 ? Math.floor(plan.amountCents * 0.1) : 0;
    t.attempts.push({
      ID: t.attempts.length + 1,
      State: 'pending',
      Open: true,
      AmountCents: plan.amountCents,
      TipCents: tip,
      RefundedCents: 0,
      Lines: [...plan.itemIds],
    });
    return;
  }
  const a = pick(t.attempts);
  if (!a) return;
  if (r < 0.7) {
    // A notification, possibly forged (another amount), late, repeated or after another outcome.
    const forged = rnd() < 0.2;
    const charged = { amountCents: a.AmountCents + a.TipCents + (forged ? 1 : 0), currency: 'EUR' };
    const outcome = pick(['paid', 'paid', 'failed', 'cancelled'] as const) ?? 'paid';
    log.push(`notify #${a.ID} ${outcome}${forged ? ' forged' : ''}`);
    if (!matchesAttempt({ ...a, Currency: 'EUR' }, charged).ok) return;
    const to = settleAttempt(a.State, outcome);
    if (to === null) return;
    if (a.State === 'expired' && to === 'paid') a.Lines = linesStillFree(a.Lines, covered(t, a.ID));
    a.State = to;
    a.Open = to === 'pending';
    return;
  }
  if (r < 0.85) {
    log.push(`expire #${a.ID}`);
    const to = settleAttempt(a.State, 'expired');
    if (to !== null) {
      a.State = to;
      a.Open = false;
    }
    return;
  }
  const left = refundableOf(a);
  if (left === 0) return;
  const amount = rnd() < 0.5 ? left : 1 + Math.floor(rnd() * left);
  log.push(`refund #${a.ID} ${amount}`);
  a.RefundedCents += amount;
  a.State = stateAfterRefund(a, a.RefundedCents);
};

/** Plain checks: expect() per step of 40 000 would cost more than the sequences. */
const same = (actual: unknown, expected: unknown, rule: string) => {
  if (actual !== expected) throw new Error(`${rule}: ${String(actual)} ≠ ${String(expected)}`);
};

const check = (t: Table) => {
  const l = ledger(t);
  const total = totalOf(t);
  const kept = t.attempts.reduce((s, a) => s + keptOf(a).amount, 0);
  const settled = t.attempts
    .filter((a) => a.State === 'paid' || a.State === 'refunded')
    .reduce((s, a) => s + a.AmountCents + a.TipCents - a.RefundedCents, 0);
  // Paid (and any Overpaid) is the settled attempts' money minus their refunds, tips apart.
  same(l.PaidCents + l.OverpaidCents, kept, 'Paid + Overpaid = kept');
  same(l.PaidCents + l.OverpaidCents + l.TipsCents, settled, 'settled minus refunds');
  same(l.PaidCents, Math.min(kept, total), 'Paid up to Total');
  same(l.PaidCents + l.DueCents, total, 'Paid + Due = Total');
  if (l.DueCents < 0) throw new Error('Due below 0');
  // No line paid by two payments, nor held by two open ones.
  const held = t.attempts.filter(holding).flatMap((a) => a.Lines);
  same(new Set(held).size, held.length, 'a line held by two payments');
  // Paid only when nothing is due.
  if (l.Status === 'paid') same(l.DueCents, 0, 'paid with something due');
  if (l.DueCents === 0 && l.PaidCents > 0) same(l.Status, 'paid', 'nothing due yet not paid');
};

describe('the ledger over random sequences', () => {
  it(`keeps its invariants over ${SEQUENCES} sequences (seed ${SEED})`, { timeout: 60_000 }, () => {
    const rnd = random(SEED);
    for (let n = 0; n < SEQUENCES; n += 1) {
      const table: Table = { lines: [], attempts: [] };
      const log: string[] = [];
      try {
        for (let s = 0; s < STEPS; s += 1) {
          step(table, rnd, log);
          check(table);
        }
      } catch (error) {
        throw new Error(
          `ledger invariant broken: LEDGER_SEED=${SEED}, sequence ${n}\n${log.join('\n')}\n${String(error)}`,
        );
      }
    }
  });

  it('N equal parts add up to what is due exactly, one minor unit apart at most', () => {
    const rnd = random(SEED + 1);
    for (let n = 0; n < SEQUENCES; n += 1) {
      const due = Math.floor(rnd() * 100_000);
      const of = 2 + Math.floor(rnd() * 49);
      const parts = Array.from(
        { length: of },
        (_, k) => sharesOf(due, of, k + 1) - sharesOf(due, of, k),
      );
      expect(parts.reduce((s, p) => s + p, 0)).toBe(due);
      expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
    }
  });
});
