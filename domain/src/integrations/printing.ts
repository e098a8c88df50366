/** Kitchen printers: what they may print, and how a job is retried while a printer is off. */
export const PRINTER_EVENTS = [
  'order.confirmed',
  'order.accepted',
  'service_request',
  'receipt',
] as const;
export type PrinterEvent = (typeof PRINTER_EVENTS)[number];

export const PRINTER_WIDTHS = [58, 80] as const;
export type PrinterWidth = (typeof PRINTER_WIDTHS)[number];

/** Characters per line in the printer's standard font A: what 58 and 80 mm paper hold. */
export const columnsOf = (width: PrinterWidth): number => (width === 58 ? 32 : 48);

/** Outbox event type → the printer event that prints it (the ones a kitchen ticket follows). */
const FROM_OUTBOX: Readonly<Record<string, PrinterEvent>> = {
  confirm: 'order.confirmed',
  check: 'order.accepted',
};

/**
 * The printer event an outbox event prints as, or null. A service request prints when a guest rings
 * (`ringing`), not when staff mark it attended: the same event type carries both.
 */
export const printerEventOf = (outboxType: string, ringing = false): PrinterEvent | null => {
  if (outboxType === 'service_request') return ringing ? 'service_request' : null;
  return FROM_OUTBOX[outboxType] ?? null;
};

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A ticket later than this is no use to the kitchen: the job is failed and the desk shows it. */
export const PRINT_RETRY_WINDOW_MS = 30 * MINUTE;

/** Wait before retry `attempt`: doubling from 2 s, at most a minute, so a printer switched back on prints soon. */
export const printRetryDelayMs = (attempt: number): number =>
  Math.min(2 * SECOND * 2 ** Math.max(0, attempt - 1), MINUTE);

/** When to try a failed print job again, or null to give it up (past the retry window). */
export const nextPrintAttemptAt = (windowStart: Date, attempts: number, now: Date): Date | null => {
  const next = new Date(now.getTime() + printRetryDelayMs(attempts));
  return next.getTime() - windowStart.getTime() > PRINT_RETRY_WINDOW_MS ? null : next;
};

/** How the desk names a job's state: sent, waiting for its first try, retrying, or failed. */
export type PrintJobState = 'pending' | 'retrying' | 'sent' | 'failed';

export const printJobStateOf = (status: string, attempts: number): PrintJobState => {
  if (status === 'sent') return 'sent';
  if (status === 'failed') return 'failed';
  return attempts > 0 ? 'retrying' : 'pending';
};
