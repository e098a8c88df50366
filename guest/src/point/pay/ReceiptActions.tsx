import { useContext, useId, useState } from 'react';
import { useGuest } from '../../app/session.ts';
import { UiLanguageContext, useLabels } from '../../i18n/labels.ts';
import { pointApi } from '../api.ts';
import { fill } from '../labels.ts';
import styles from './Pay.module.css';
import { receiptLabels } from './receipt-labels.ts';
import type { PayReturnParams } from './returnParams.ts';

type Props = {
  readonly token: string;
  readonly paid: PayReturnParams;
  /** Whether the server sends mail: "send by e-mail" is offered only then. */
  readonly canMail: boolean;
  /** Opens the receipt page; absent on the receipt page itself. */
  readonly onView?: () => void;
  /** The receipt page prints itself. */
  readonly onPrint?: () => void;
};

/** The file's name as the guest's phone saves it. */
const fileName = (title: string, paid: PayReturnParams) =>
  `${title.toLowerCase()}-${paid.order}-${paid.attempt}.pdf`;

/**
 * What a guest does with a payment's receipt (behaviour.md#payments): see it, keep its PDF, have it
 * sent to an address. The PDF is fetched with the point's token, which a plain link cannot carry.
 */
export const ReceiptActions = ({ token, paid, canMail, onView, onPrint }: Props) => {
  const { ws } = useGuest();
  const ui = useContext(UiLanguageContext);
  const t = useLabels(receiptLabels);
  const [problem, setProblem] = useState<string | null>(null);
  const [mailing, setMailing] = useState(false);

  const download = async () => {
    setProblem(null);
    try {
      const blob = await pointApi.receiptPdf(ws, token, paid.order, paid.attempt, ui);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName(t.title, paid);
      document.body.append(link);
      link.click();
      link.remove();
      // The download has its copy: the object URL need not outlive this tap.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setProblem(t.pdfFailed);
    }
  };

  return (
    <div className={styles.receiptActions} data-receipt-actions="">
      <div className={styles.actions}>
        {onView && (
          <button type="button" className={styles.secondary} onClick={onView}>
            {t.view}
          </button>
        )}
        {onPrint && (
          <button type="button" className="button" onClick={onPrint}>
            {t.print}
          </button>
        )}
        <button type="button" className={styles.secondary} onClick={download}>
          {t.pdf}
        </button>
        {canMail && !mailing && (
          <button type="button" className={styles.secondary} onClick={() => setMailing(true)}>
            {t.mail}
          </button>
        )}
      </div>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {canMail && mailing && <MailForm token={token} paid={paid} />}
    </div>
  );
};

type Sending = 'idle' | 'sending' | 'sent' | 'invalid' | 'failed';

/** The guest's address, and the answer of the send; the field keeps the focus when it is wrong. */
const MailForm = ({ token, paid }: { readonly token: string; readonly paid: PayReturnParams }) => {
  const { ws } = useGuest();
  const ui = useContext(UiLanguageContext);
  const t = useLabels(receiptLabels);
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<Sending>('idle');
  const [sentTo, setSentTo] = useState('');

  const send = async (event: { preventDefault: () => void; currentTarget: HTMLFormElement }) => {
    event.preventDefault();
    const address = email.trim();
    const field = event.currentTarget.elements.namedItem('email') as HTMLInputElement | null;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setState('invalid');
      field?.focus();
      return;
    }
    setState('sending');
    try {
      await pointApi.mailReceipt(ws, token, paid.order, paid.attempt, { Email: address, lang: ui });
      setSentTo(address);
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  return (
    <form className={styles.mailForm} onSubmit={send} noValidate>
      <label htmlFor={`${id}-email`}>{t.mailField}</label>
      <div className={styles.mailRow}>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          aria-invalid={state === 'invalid' || undefined}
          aria-describedby={`${id}-answer`}
          onChange={(e) => setEmail(e.currentTarget.value)}
        />
        <button type="submit" className="button" disabled={state === 'sending'}>
          {state === 'sending' ? t.mailSending : t.mailSend}
        </button>
      </div>
      <p
        id={`${id}-answer`}
        role="status"
        className={state === 'sent' ? styles.hint : styles.problem}
      >
        {state === 'sent'
          ? fill(t.mailSent, { email: sentTo })
          : state === 'invalid'
            ? t.mailInvalid
            : state === 'failed'
              ? t.mailFailed
              : ''}
      </p>
    </form>
  );
};
