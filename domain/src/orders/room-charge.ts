import { z } from 'zod';
import { csvCell } from '../answers/csv.ts';
import { currencyExponent, fromMinor } from './money.ts';
import type { AttemptState } from './payments.ts';
import { PAYMENT_TYPES } from './settings.ts';

/**
 * Charge to the room (behaviour.md#room-charge): a guest at a room point puts the order on the
 * room's folio. The guest proves they are the room's holder by the surname of the stay (and, if
 * the venue asks, the last 4 digits of the card on file or the stay's PIN); staff approve each
 * charge unless the venue turned approval off. A charge is a payment attempt of provider `room`,
 * so the order's money follows from the one ledger (ledger.ts).
 */
export const ROOM_PROVIDER = 'room';

/** Who took an attempt's money: a card provider, or the room's folio. */
export const ATTEMPT_PROVIDERS = [...PAYMENT_TYPES, ROOM_PROVIDER] as const;
export type AttemptProvider = (typeof ATTEMPT_PROVIDERS)[number];

/** What the guest gives besides the surname. */
export const ROOM_VERIFICATIONS = ['surname', 'surname_card', 'surname_pin'] as const;
export type RoomVerification = (typeof ROOM_VERIFICATIONS)[number];

export const roomChargeSettingsSchema = z.strictObject({
  Enabled: z.boolean(),
  /** Staff approve each charge before it counts (the default: a folio is real money). */
  RequireApproval: z.boolean(),
  Verification: z.enum(ROOM_VERIFICATIONS),
});
export type RoomChargeSettings = z.infer<typeof roomChargeSettingsSchema>;

export const DEFAULT_ROOM_CHARGE_SETTINGS: RoomChargeSettings = {
  Enabled: false,
  RequireApproval: true,
  Verification: 'surname',
};

const surnameText = z.string().trim().min(1).max(80);
const fourDigits = z.string().regex(/^\d{4}$/, 'four digits');
const pinText = z.string().regex(/^\d{4,8}$/, '4 to 8 digits');

/**
 * A room point's current stay, as reception sets it at check-in and clears it at check-out: one
 * stay per room point at a time (docs/decisions/payments.md#charge-to-the-room).
 */
export const roomStaySchema = z.strictObject({
  Surname: surnameText,
  CardLast4: fourDigits.nullable().default(null),
  Pin: pinText.nullable().default(null),
});
export type RoomStay = z.infer<typeof roomStaySchema>;

/** What the guest sends to charge the order to the room. */
export const roomChargeInputSchema = z.strictObject({
  Surname: surnameText,
  CardLast4: fourDigits.optional(),
  Pin: pinText.optional(),
});
export type RoomChargeInput = z.infer<typeof roomChargeInputSchema>;

/**
 * A surname as compared: letters only, without case or accents, so that "García-López",
 * "garcia lopez" and "GARCIA LÓPEZ" name the same holder.
 */
export const comparableSurname = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]/gu, '');

/** What a stay needs so that a guest can prove it under the venue's verification. */
export const stayIssues = (stay: RoomStay, verification: RoomVerification): string[] => [
  ...(verification === 'surname_card' && stay.CardLast4 === null ? ['CardLast4'] : []),
  ...(verification === 'surname_pin' && stay.Pin === null ? ['Pin'] : []),
];

export type RoomCheck =
  | { readonly ok: true }
  | {
      readonly ok: false;
      readonly reason: 'no_stay' | 'missing' | 'mismatch';
      readonly field?: string;
    };

/**
 * Whether the guest's answer matches the room's stay. A mismatch never says which part was wrong,
 * so a guess tells nothing about the surname or the digits; a missing field is named, since the
 * guest app asks for it.
 */
export const verifyRoomGuest = (
  stay: RoomStay | null,
  verification: RoomVerification,
  given: RoomChargeInput,
): RoomCheck => {
  if (stay === null) return { ok: false, reason: 'no_stay' };
  if (verification === 'surname_card' && !given.CardLast4)
    return { ok: false, reason: 'missing', field: 'CardLast4' };
  if (verification === 'surname_pin' && !given.Pin)
    return { ok: false, reason: 'missing', field: 'Pin' };
  const surname = comparableSurname(given.Surname);
  const matches =
    surname !== '' &&
    surname === comparableSurname(stay.Surname) &&
    (verification !== 'surname_card' || given.CardLast4 === stay.CardLast4) &&
    (verification !== 'surname_pin' || given.Pin === stay.Pin);
  return matches ? { ok: true } : { ok: false, reason: 'mismatch' };
};

/** Wrong answers allowed per room point in the window before charging there pauses. */
export const ROOM_CHARGE_FREE_TRIES = 5;
export const ROOM_CHARGE_WINDOW_MS = 15 * 60_000;

/**
 * The state a verified room charge starts in: pending (open in the ledger, holding its lines)
 * until staff decide, or paid at once when the venue does not ask for an approval.
 */
export const roomChargeStartState = (
  s: Pick<RoomChargeSettings, 'RequireApproval'>,
): AttemptState => (s.RequireApproval ? 'pending' : 'paid');

export type RoomDecision = 'approve' | 'reject';

/**
 * The state after staff decide, or null when the charge was decided already (a second click, or
 * another desk): only a pending charge moves; approved is a settled attempt, rejected a failed one.
 */
export const decideRoomCharge = (
  state: AttemptState,
  decision: RoomDecision,
): AttemptState | null =>
  state === 'pending' ? (decision === 'approve' ? 'paid' : 'failed') : null;

/** One approved charge in the daily export. */
export type RoomChargeLine = {
  readonly Room: string;
  readonly Surname: string;
  readonly OrderID: number;
  /** What goes on the folio: the charge with its tip, minor units of Currency. */
  readonly AmountCents: number;
  readonly Currency: string;
  /** Venue wall time `HH:MM` of the approval. */
  readonly Time: string;
};

const CSV_HEADER = {
  es: ['Habitación', 'Apellido', 'Pedido', 'Importe', 'Moneda', 'Hora'],
  en: ['Room', 'Surname', 'Order', 'Amount', 'Currency', 'Time'],
} as const;

/**
 * The daily export of approved room charges, for reception to post on the folios: as the sales
 * reports' CSV (`;` between cells, a decimal comma in Spanish, UTF-8 with a BOM, CRLF), one line
 * per charge in approval order.
 */
export const roomChargesCsv = (lines: readonly RoomChargeLine[], language: string): string => {
  const row = (cells: readonly (string | number)[]) =>
    `${cells.map((c) => csvCell(c, ';')).join(';')}\r\n`;
  const amount = (l: RoomChargeLine) => {
    const text = fromMinor(l.AmountCents, l.Currency).toFixed(currencyExponent(l.Currency));
    return language === 'en' ? text : text.replace('.', ',');
  };
  const header = language === 'en' ? CSV_HEADER.en : CSV_HEADER.es;
  return `\uFEFF${row(header)}${lines
    .map((l) => row([l.Room, l.Surname, l.OrderID, amount(l), l.Currency, l.Time]))
    .join('')}`;
};

/**
 * Whether a pending attempt still holds money and lines at `now`: a card attempt until its expiry
 * (its guest may still pay), a room charge until staff decide (there is no one else to wait for).
 */
export const attemptOpenAt = (
  a: { readonly Provider: string; readonly State: string; readonly ExpiresAt: string },
  now: Date,
): boolean =>
  a.State === 'pending' &&
  (a.Provider === ROOM_PROVIDER || Date.parse(a.ExpiresAt) > now.getTime());
