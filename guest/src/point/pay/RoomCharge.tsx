import { formatMoney } from '@carta/domain/money-view';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useGuest } from '../../app/session.ts';
import { useLabels } from '../../i18n/labels.ts';
import { pointApi } from '../api.ts';
import { fill } from '../labels.ts';
import type { Order, RoomChargeConfig } from '../types.ts';
import styles from './Pay.module.css';
import own from './RoomCharge.module.css';
import { roomLabels } from './roomLabels.ts';
import { dueMinorOf } from './split.ts';

/** The venue's room-charge offer for this point; null while unknown or when it is not offered. */
export const useRoomChargeConfig = (
  ws: string,
  token: string,
  isRoom: boolean,
): RoomChargeConfig | null => {
  const [config, setConfig] = useState<RoomChargeConfig | null>(null);
  useEffect(() => {
    // Only a room point can charge to a room: a table never asks.
    if (!isRoom) return;
    let live = true;
    pointApi
      .roomChargeConfig(ws, token)
      .then(({ data }) => {
        if (live) setConfig(data.Enabled ? data : null);
      })
      // Not offered as far as this phone knows: the guest still pays another way.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ws, token, isRoom]);
  return config;
};

/** The latest room charge of an order, if it has one: its state is what the guest is told. */
export const roomChargeOf = (order: Order) =>
  [...order.Payments].reverse().find((p) => p.Provider === 'room');

/** One line under a sent order: waiting for reception, charged, or not approved (live). */
export const RoomChargeState = ({ order }: { readonly order: Order }) => {
  const t = useLabels(roomLabels);
  const charge = roomChargeOf(order);
  if (!charge) return null;
  const text =
    charge.State === 'pending' ? t.pending : charge.State === 'paid' ? t.approved : t.rejected;
  return (
    <p
      role="status"
      data-room-charge={charge.State}
      className={`${own.state} ${charge.State === 'pending' ? own.pending : charge.State === 'paid' ? own.paid : own.failed}`}
    >
      {text}
    </p>
  );
};

const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * The room-charge form: the holder's surname, and the card digits or the stay's PIN when the venue
 * asks. The answer is the order confirmed; the stream then tells this phone when reception decides.
 */
export const RoomChargeForm = ({
  token,
  order,
  config,
  onClose,
}: {
  readonly token: string;
  readonly order: Order;
  readonly config: RoomChargeConfig;
  readonly onClose: () => void;
}) => {
  const { ws, lang } = useGuest();
  const t = useLabels(roomLabels);
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  const [surname, setSurname] = useState('');
  const [secret, setSecret] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<'mismatch' | 'tooMany' | 'error' | null>(null);
  const needs = config.Verification === 'surname' ? null : config.Verification;
  const amount = formatMoney(dueMinorOf(order), order.Currency, lang);

  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'start' });
    panel.current?.focus({ preventScroll: true });
  }, []);

  const ready =
    surname.trim() !== '' &&
    (needs === null || (needs === 'surname_card' ? secret.length === 4 : secret.length >= 4));

  const send = async () => {
    setSending(true);
    setProblem(null);
    try {
      await pointApi.roomCharge(ws, token, order.ID, {
        Surname: surname.trim(),
        ...(needs === 'surname_card' ? { CardLast4: secret } : {}),
        ...(needs === 'surname_pin' ? { Pin: secret } : {}),
      });
      onClose();
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      setProblem(status === 403 ? 'mismatch' : status === 429 ? 'tooMany' : 'error');
      setSending(false);
    }
  };

  return (
    <section
      ref={panel}
      tabIndex={-1}
      className={styles.panel}
      aria-labelledby={`${id}-title`}
      data-room-charge-form=""
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.hint}>
        {t.hint} {config.RequireApproval ? t.hintApproval : ''}
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (ready && !sending) void send();
        }}
      >
        <label className={own.field}>
          <span>{t.surname}</span>
          <input
            value={surname}
            autoComplete="family-name"
            onChange={(e) => setSurname(e.target.value)}
          />
        </label>
        {needs && (
          <label className={own.field}>
            <span>{needs === 'surname_card' ? t.card : t.pin}</span>
            <input
              value={secret}
              inputMode="numeric"
              autoComplete="off"
              onChange={(e) => setSecret(digits(e.target.value, needs === 'surname_card' ? 4 : 8))}
            />
          </label>
        )}
        {problem && (
          <p className={styles.problem} role="alert">
            {t[problem]}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={!ready || sending}>
            {sending ? t.sending : fill(t.submit, { amount })}
          </button>
          <button type="button" className={styles.secondary} onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
    </section>
  );
};
