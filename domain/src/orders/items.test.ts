import { describe, expect, it } from 'vitest';
import { fitsInOrder, ORDER_ITEMS_MAX, orderInputSchema } from './items.ts';
import { pointCodeSchema, pointCreateSchema, pointPatchSchema } from './points.ts';
import { DEFAULT_ORDER_SETTINGS, orderSettingsSchema, settingsIssues } from './settings.ts';

const item = (over: Record<string, unknown> = {}) => ({
  MenuContentID: 5,
  Quantity: 1,
  Extras: [],
  ...over,
});
const valid = (body: unknown) => orderInputSchema.safeParse(body).success;

describe('order input', () => {
  it('takes items with quantity, extras, note and a device id', () => {
    expect(
      orderInputSchema.parse({
        Items: [item({ Extras: [1, 2], Note: 'sin hielo' })],
        DeviceID: 'a-1_B',
      }),
    ).toEqual({ Items: [item({ Extras: [1, 2], Note: 'sin hielo' })], DeviceID: 'a-1_B' });
    expect(
      orderInputSchema.parse({ Items: [{ MenuContentID: 5, Quantity: 2 }] }).Items[0]?.Extras,
    ).toEqual([]);
  });

  it('quantity is a whole number from 1 to 99', () => {
    expect(valid({ Items: [item({ Quantity: 1 })] })).toBe(true);
    expect(valid({ Items: [item({ Quantity: 99 })] })).toBe(true);
    expect(valid({ Items: [item({ Quantity: 0 })] })).toBe(false);
    expect(valid({ Items: [item({ Quantity: 100 })] })).toBe(false);
    expect(valid({ Items: [item({ Quantity: 1.5 })] })).toBe(false);
  });

  it('holds 1 to 100 items', () => {
    expect(valid({ Items: [] })).toBe(false);
    expect(valid({ Items: Array.from({ length: ORDER_ITEMS_MAX }, () => item()) })).toBe(true);
    expect(valid({ Items: Array.from({ length: ORDER_ITEMS_MAX + 1 }, () => item()) })).toBe(false);
  });

  it('counts the items an order already holds', () => {
    expect(fitsInOrder(99, 1)).toBe(true);
    expect(fitsInOrder(99, 2)).toBe(false);
  });

  it('refuses repeated extras, unknown fields, prices and bad device ids', () => {
    expect(valid({ Items: [item({ Extras: [1, 1] })] })).toBe(false);
    expect(valid({ Items: [item({ UnitPrice: 0 })] })).toBe(false);
    expect(valid({ Items: [item()], Total: 0 })).toBe(false);
    expect(valid({ Items: [item()], DeviceID: 'a b' })).toBe(false);
    expect(valid({ Items: [item()], DeviceID: 'x'.repeat(101) })).toBe(false);
    expect(valid({ Items: [item({ Note: 'x'.repeat(501) })] })).toBe(false);
    expect(valid({ Items: [item({ MenuContentID: 'new' })] })).toBe(false);
  });
});

describe('points', () => {
  it('a code is 22 base64url characters (128 bits)', () => {
    expect(pointCodeSchema.safeParse('AbCdEfGhIjKlMnOpQrSt_-').success).toBe(true);
    expect(pointCodeSchema.safeParse('12').success).toBe(false);
    expect(pointCodeSchema.safeParse('AbCdEfGhIjKlMnOpQrSt/+').success).toBe(false);
  });

  it('creates with ID new and defaults', () => {
    expect(pointCreateSchema.parse({ ID: 'new', Name: { es: 'Mesa 1' } })).toEqual({
      ID: 'new',
      Name: { es: 'Mesa 1' },
      Kind: 'table',
      MenuID: null,
      Active: true,
      Availability: null,
    });
    expect(pointCreateSchema.safeParse({ ID: 3, Name: { es: 'x' } }).success).toBe(false);
    expect(pointCreateSchema.safeParse({ ID: 'new', Name: { es: 'x' }, Kind: 'bar' }).success).toBe(
      false,
    );
  });

  it('patches any subset of the fields', () => {
    expect(pointPatchSchema.parse({ Active: false })).toEqual({ Active: false });
    expect(pointPatchSchema.safeParse({ Secret: 1 }).success).toBe(false);
  });
});

describe('ordering settings', () => {
  it('defaults to ordering off in euros', () => {
    expect(orderSettingsSchema.parse(DEFAULT_ORDER_SETTINGS)).toEqual(DEFAULT_ORDER_SETTINGS);
    expect(DEFAULT_ORDER_SETTINGS.Currency).toBe('EUR');
    expect(DEFAULT_ORDER_SETTINGS.OrderingEnabled).toBe(false);
  });

  it('refuses a currency that is not an ISO code', () => {
    expect(
      orderSettingsSchema.safeParse({ ...DEFAULT_ORDER_SETTINGS, Currency: 'eur' }).success,
    ).toBe(false);
  });

  it('a payment requirement needs a payment type', () => {
    expect(settingsIssues({ ...DEFAULT_ORDER_SETTINGS, PaymentRequired: true })).toEqual([
      'PaymentType',
    ]);
    expect(
      settingsIssues({ ...DEFAULT_ORDER_SETTINGS, PaymentRequired: true, PaymentType: 'stripe' }),
    ).toEqual([]);
  });
});
