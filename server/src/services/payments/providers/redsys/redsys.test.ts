import { isRedsysPaymentAuthorised } from '@carta/domain/orders';
import { createRedsysAPI, isResponseCodeOk, SANDBOX_URLS } from 'redsys-easy';
import { describe, expect, it } from 'vitest';
import { sameSignature } from '../signing.ts';
import { redsysSignature } from './index.ts';

/**
 * Redsys's published examples (its HMAC_SHA256_V1 integration kit, key Mk9m…): a request for order
 * "1" (1.45 EUR, merchant 999008881, terminal 871) and the notification of order 0069 with
 * Ds_Response 0000. Redsys sends the notification's signature URL-safe.
 */
const KEY = 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev';
const REQUEST =
  'eyJEU19NRVJDSEFOVF9BTU9VTlQiOiIxNDUiLCJEU19NRVJDSEFOVF9PUkRFUiI6IjEiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9DVVJSRU5DWSI6Ijk3OCIsIkRTX01FUkNIQU5UX1RSQU5TQUNUSU9OVFlQRSI6IjAiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6Ijg3MSIsIkRTX01FUkNIQU5UX01FUkNIQU5UVVJMIjoiIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiIiLCJEU19NRVJDSEFOVF9VUkxLTyI6IiJ9';
const REQUEST_SIGNATURE = '3TEI5WyvHf1D/whByt1ENgFH/HPIP9UFuB6LkCYgj+E=';
const PARAMS =
  'eyJEc19EYXRlIjoiMDklMkYxMSUyRjIwMTUiLCJEc19Ib3VyIjoiMTglM0EwMyIsIkRzX1NlY3VyZVBheW1lbnQiOiIwIiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiMTQ1IiwiRHNfQ3VycmVuY3kiOiI5NzgiLCJEc19PcmRlciI6IjAwNjkiLCJEc19NZXJjaGFudENvZGUiOiI5OTkwMDg4ODEiLCJEc19UZXJtaW5hbCI6Ijg3MSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDgyMTUwIn0=';
const SIGNATURE = '6DVpRPAPoChZh2cgaWnLqlfFsKeXdRfAO_tz-UrxJcU=';

describe("Redsys signatures, proven with Redsys's published example", () => {
  it('signs the published request: 3DES-derived order key, then HMAC-SHA256', () => {
    expect(redsysSignature(KEY, '1', REQUEST)).toBe(REQUEST_SIGNATURE);
  });

  it("Carta's HMAC matches the published signature after normalising URL-safe base64", () => {
    const ours = redsysSignature(KEY, '0069', PARAMS);
    expect(ours.replace(/\+/g, '-').replace(/\//g, '_')).toBe(SIGNATURE);
    expect(sameSignature(ours, SIGNATURE)).toBe(true);
  });

  it('redsys-easy verifies the same notification and decodes it', () => {
    const api = createRedsysAPI({ secretKey: KEY, urls: SANDBOX_URLS });
    const params = api.processRestNotification({
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: PARAMS,
      Ds_Signature: SIGNATURE,
    });
    expect(params).toMatchObject({
      Ds_Order: '0069',
      Ds_Amount: '145',
      Ds_MerchantCode: '999008881',
      Ds_Response: '0000',
    });
  });

  it('refuses the example under another key, another order or with one byte changed', () => {
    expect(
      sameSignature(redsysSignature('sq7HjrUOBfKmC576ILgskD5srU870gJ7', '0069', PARAMS), SIGNATURE),
    ).toBe(false);
    expect(sameSignature(redsysSignature(KEY, '0070', PARAMS), SIGNATURE)).toBe(false);
    expect(sameSignature(redsysSignature(KEY, '0069', `${PARAMS.slice(0, -2)}x=`), SIGNATURE)).toBe(
      false,
    );
    expect(sameSignature(redsysSignature(KEY, '0069', PARAMS), SIGNATURE.slice(0, -4))).toBe(false);
    expect(sameSignature(redsysSignature(KEY, '0069', PARAMS), '')).toBe(false);
  });

  it("corrects redsys-easy's response check: 0400 and 0900 are not payments", () => {
    for (const code of ['0400', '0900']) {
      expect(isResponseCodeOk(code)).toBe(true);
      expect(isRedsysPaymentAuthorised(code)).toBe(false);
    }
  });
});
