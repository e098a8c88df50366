import { nextWebhookAttemptAt } from '@carta/domain/integrations/webhooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { audit } from '../../repos/audit.ts';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  markEndpointFailing,
  markEndpointOk,
  recordAttempt,
} from '../../repos/integrations/webhooks.ts';
import { postOutbound } from '../outbound-http.ts';
import { signWebhook, webhookMessageId } from './signing.ts';

/** A receiver has this long to answer; longer counts as a failure and is retried. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A claimed delivery is no other process's for this long: more than a send can take. */
const LEASE_MS = 60_000;
const BATCH = 20;

type Options = {
  readonly now: Date;
  readonly log?: FastifyBaseLogger;
};

const sendOne = async (deps: Deps, d: ClaimedDelivery, now: Date, log?: FastifyBaseLogger) => {
  const { db } = deps;
  const headers = signWebhook(
    d.Secret,
    webhookMessageId(d.EnterpriseID, d.EventID),
    Math.floor(now.getTime() / 1000),
    d.Body,
  );
  const result = await postOutbound({
    url: d.URL,
    headers,
    body: d.Body,
    timeoutMs: WEBHOOK_TIMEOUT_MS,
    allowPrivateNetwork: Boolean(d.AllowPrivateNetwork),
    secrets: [d.Secret, headers['webhook-signature']],
  });
  const at = now.toISOString();
  const next = result.ok
    ? null
    : (nextWebhookAttemptAt(new Date(d.WindowStart), d.Attempts + 1, now)?.toISOString() ?? null);
  await recordAttempt(db, d, {
    at,
    status: result.status,
    durationMs: result.durationMs,
    error: result.error,
    delivered: result.ok,
    next,
  });
  if (result.ok) {
    await markEndpointOk(db, d.EndpointID);
    return;
  }
  log?.warn(
    { endpoint: d.EndpointID, delivery: d.ID, status: result.status, error: result.error },
    'webhook delivery failed',
  );
  if (next === null && (await markEndpointFailing(db, d.EndpointID, at)))
    // The venue's administrators see it in the activity log and on the endpoint's state.
    await audit(db, {
      enterpriseId: d.EnterpriseID,
      user: null,
      action: 'webhook_failing',
      target: `webhook:${d.EndpointID}`,
      detail: { delivery: d.ID, type: d.Type, status: result.status, error: result.error },
    });
};

/**
 * One round of the webhook worker: claim what is due, send it (different orders in parallel; the
 * claim never hands out two deliveries of one order to one endpoint), record each result. Answers
 * how many were sent, so the caller may go on while there is a backlog.
 */
export const deliverDueWebhooks = async (deps: Deps, { now, log }: Options): Promise<number> => {
  const { db, dialect } = deps;
  const claimed = await db
    .transaction()
    .execute((trx) => claimDueDeliveries(trx, dialect, now, LEASE_MS, BATCH));
  await Promise.all(claimed.map((d) => sendOne(deps, d, now, log)));
  return claimed.length;
};
