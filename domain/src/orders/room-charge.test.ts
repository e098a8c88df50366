import { describe, expect, it } from 'vitest';
import { ledgerOf } from './ledger.ts';
import {
  attemptOpenAt,
  comparableSurname,
  decideRoomCharge,
  type RoomChargeLine,
  type RoomStay,
  roomChargeStartState,
  roomChargesCsv,
  stayIssues,
  verifyRoomGuest,
} from './room-charge.ts';

const stay: RoomStay = { Surname: 'García-López', CardLast4: '4242', Pin: '1234' };

describe('verifyRoomGuest', () => {
  it('matches the surname without case, accents, spaces or hyphens', () => {
    expect(comparableSurname(' GARCIA lópez ')).toBe(comparableSurname('García-López'));
    expect(verifyRoomGuest(stay, 'surname', { Surname: 'garcia lopez' })).toEqual({ ok: true });
  });

  it('refuses another surname, and a room without a stay', () => {
    expect(verifyRoomGuest(stay, 'surname', { Surname: 'García' })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyRoomGuest(null, 'surname', { Surname: 'García-López' }).ok).toBe(false);
    expect(verifyRoomGuest(stay, 'surname', { Surname: '--' })).toMatchObject({ ok: false });
  });

  it('asks for the card digits or the PIN when the venue does, and checks them', () => {
    expect(verifyRoomGuest(stay, 'surname_card', { Surname: 'García-López' })).toEqual({
      ok: false,
      reason: 'missing',
      field: 'CardLast4',
    });
    expect(
      verifyRoomGuest(stay, 'surname_card', { Surname: 'Garcia-Lopez', CardLast4: '4241' }),
    ).toEqual({ ok: false, reason: 'mismatch' });
    expect(
      verifyRoomGuest(stay, 'surname_card', { Surname: 'Garcia-Lopez', CardLast4: '4242' }).ok,
    ).toBe(true);
    expect(verifyRoomGuest(stay, 'surname_pin', { Surname: 'Garcia-Lopez', Pin: '9999' }).ok).toBe(
      false,
    );
    expect(verifyRoomGuest(stay, 'surname_pin', { Surname: 'Garcia-Lopez', Pin: '1234' }).ok).toBe(
      true,
    );
  });

  it('names what a stay lacks for the venue’s verification', () => {
    const bare = { Surname: 'Smith', CardLast4: null, Pin: null };
    expect(stayIssues(bare, 'surname')).toEqual([]);
    expect(stayIssues(bare, 'surname_card')).toEqual(['CardLast4']);
    expect(stayIssues(bare, 'surname_pin')).toEqual(['Pin']);
  });
});

describe('a room charge in the ledger', () => {
  const charge = (State: 'pending' | 'paid' | 'failed', Open: boolean) => ({
    State,
    AmountCents: 2500,
    TipCents: 0,
    RefundedCents: 0,
    Open,
  });

  it('starts pending when the venue asks for approval, paid otherwise', () => {
    expect(roomChargeStartState({ RequireApproval: true })).toBe('pending');
    expect(roomChargeStartState({ RequireApproval: false })).toBe('paid');
  });

  it('counts nothing until approved; approved is paid, rejected leaves it due', () => {
    expect(ledgerOf(2500, [charge('pending', true)])).toMatchObject({
      PaidCents: 0,
      DueCents: 2500,
      Status: 'pending',
    });
    const approved = decideRoomCharge('pending', 'approve');
    expect(approved).toBe('paid');
    expect(ledgerOf(2500, [charge('paid', false)])).toMatchObject({
      PaidCents: 2500,
      Status: 'paid',
    });
    expect(decideRoomCharge('pending', 'reject')).toBe('failed');
    expect(ledgerOf(2500, [charge('failed', false)])).toMatchObject({
      DueCents: 2500,
      Status: 'none',
    });
  });

  it('decides once: a second decision changes nothing', () => {
    expect(decideRoomCharge('paid', 'reject')).toBeNull();
    expect(decideRoomCharge('failed', 'approve')).toBeNull();
  });

  it('stays open past a card attempt’s expiry until staff decide', () => {
    const later = new Date('2026-06-03T12:00:00Z');
    const expired = '2026-06-03T11:00:00Z';
    expect(attemptOpenAt({ Provider: 'room', State: 'pending', ExpiresAt: expired }, later)).toBe(
      true,
    );
    expect(attemptOpenAt({ Provider: 'demo', State: 'pending', ExpiresAt: expired }, later)).toBe(
      false,
    );
    expect(attemptOpenAt({ Provider: 'room', State: 'paid', ExpiresAt: expired }, later)).toBe(
      false,
    );
  });
});

describe('the daily export', () => {
  const lines: [RoomChargeLine, RoomChargeLine] = [
    {
      Room: 'Hab. 101',
      Surname: 'O"Neil; Jr',
      OrderID: 7,
      AmountCents: 2550,
      Currency: 'EUR',
      Time: '21:05',
    },
    {
      Room: '102',
      Surname: '=cmd()',
      OrderID: 8,
      AmountCents: 300,
      Currency: 'EUR',
      Time: '22:10',
    },
  ];

  it('writes one line per charge as the reports do: `;`, decimal comma, BOM, formulas neutralised', () => {
    expect(roomChargesCsv(lines, 'es')).toBe(
      '\uFEFFHabitación;Apellido;Pedido;Importe;Moneda;Hora\r\n' +
        'Hab. 101;"O""Neil; Jr";7;25,50;EUR;21:05\r\n' +
        "102;'=cmd();8;3,00;EUR;22:10\r\n",
    );
  });

  it('speaks English with a decimal point, and a currency without decimals', () => {
    const csv = roomChargesCsv(
      [{ ...lines[1], Surname: 'Sato', AmountCents: 1200, Currency: 'JPY' }],
      'en',
    );
    expect(csv).toBe(
      '\uFEFFRoom;Surname;Order;Amount;Currency;Time\r\n102;Sato;8;1200;JPY;22:10\r\n',
    );
  });
});
