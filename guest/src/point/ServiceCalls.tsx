import { useId, useState } from 'react';
import { useLabels } from '../i18n/labels.ts';
import styles from './ServiceCalls.module.css';
import { Sheet } from './Sheet.tsx';
import { serviceLabels } from './service-labels.ts';
import type { CallKind, CallState } from './useServiceDay.ts';

/** The server's longest note on a call (domain/orders/service-requests.ts, kept here without zod). */
const SERVICE_NOTE_MAX = 300;

type Calls = Partial<Record<CallKind, { readonly state: CallState }>>;

/** What the guest reads of a call: sent, then seen to once a staff member taps Atendido. */
const stateText = (
  t: ReturnType<typeof useLabels<typeof serviceLabels.es>>,
  kind: CallKind,
  state: CallState,
) =>
  state === 'sending'
    ? t.sending
    : state === 'failed'
      ? t.failed
      : kind === 'waiter'
        ? state === 'open'
          ? t.waiterOpen
          : t.waiterDone
        : state === 'open'
          ? t.billOpen
          : t.billDone;

/**
 * "Llamar al camarero" and "Pedir la cuenta" (card or cash, and a note) at the point
 * (behaviour.md#ordering): the venue's desk rings until a staff member attends; the guest
 * follows the call live, sent and then seen to.
 */
export const ServiceCalls = ({
  calls,
  onCall,
}: {
  readonly calls: Calls;
  readonly onCall: (
    kind: CallKind,
    extra?: { readonly Note?: string; readonly Pay?: 'card' | 'cash' },
  ) => void;
}) => {
  const t = useLabels(serviceLabels);
  const titleId = useId();
  const noteId = useId();
  const [asking, setAsking] = useState(false);
  const [pay, setPay] = useState<'card' | 'cash'>('card');
  const [note, setNote] = useState('');
  const kinds: CallKind[] = ['waiter', 'bill'];
  return (
    <section className={styles.calls} aria-labelledby={titleId} data-testid="service-calls">
      <h2 id={titleId} className={styles.title}>
        {t.calls}
      </h2>
      <div className={styles.buttons}>
        <button
          type="button"
          className={styles.call}
          disabled={calls.waiter?.state === 'sending'}
          onClick={() => onCall('waiter')}
        >
          {t.callWaiter}
        </button>
        <button
          type="button"
          className={styles.call}
          disabled={calls.bill?.state === 'sending'}
          onClick={() => setAsking(true)}
        >
          {t.askBill}
        </button>
      </div>
      {kinds.map((kind) => {
        const state = calls[kind]?.state;
        return (
          state && (
            <p
              key={kind}
              role="status"
              data-call={kind}
              data-state={state}
              className={state === 'failed' ? `${styles.state} ${styles.failed}` : styles.state}
            >
              {stateText(t, kind, state)}
            </p>
          )
        );
      })}
      {asking && (
        <Sheet
          title={t.askBill}
          onClose={() => setAsking(false)}
          footer={
            <>
              <button type="button" className={styles.secondary} onClick={() => setAsking(false)}>
                {t.cancel}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setAsking(false);
                  const text = note.trim();
                  onCall('bill', text ? { Pay: pay, Note: text } : { Pay: pay });
                }}
              >
                {t.send}
              </button>
            </>
          }
        >
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t.payWith}</legend>
            {(['card', 'cash'] as const).map((way) => (
              <label key={way} className={styles.option}>
                <input
                  type="radio"
                  name="pay-with"
                  value={way}
                  checked={pay === way}
                  onChange={() => setPay(way)}
                />
                {t[way]}
              </label>
            ))}
          </fieldset>
          <label className={styles.noteLabel} htmlFor={noteId}>
            {t.note}
          </label>
          <textarea
            id={noteId}
            className={styles.note}
            rows={2}
            maxLength={SERVICE_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Sheet>
      )}
    </section>
  );
};
