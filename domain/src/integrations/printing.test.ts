import { describe, expect, it } from 'vitest';
import {
  columnsOf,
  nextPrintAttemptAt,
  PRINT_RETRY_WINDOW_MS,
  printerEventOf,
  printJobStateOf,
  printRetryDelayMs,
} from './printing.ts';

describe('printing rules', () => {
  it('fits 32 characters on 58 mm paper and 48 on 80 mm', () => {
    expect(columnsOf(58)).toBe(32);
    expect(columnsOf(80)).toBe(48);
  });
  it('prints orders on confirm and accept only', () => {
    expect(printerEventOf('confirm')).toBe('order.confirmed');
    expect(printerEventOf('check')).toBe('order.accepted');
    expect(printerEventOf('addItems')).toBeNull();
  });
  it('prints a service request when a guest rings, not when staff attend it', () => {
    expect(printerEventOf('service_request', true)).toBe('service_request');
    expect(printerEventOf('service_request', false)).toBeNull();
    expect(printerEventOf('service_request')).toBeNull();
  });
  it('retries soon, at most a minute apart, for half an hour', () => {
    expect([1, 2, 3].map(printRetryDelayMs)).toEqual([2000, 4000, 8000]);
    expect(printRetryDelayMs(20)).toBe(60_000);
    const start = new Date('2026-11-27T10:00:00Z');
    expect(nextPrintAttemptAt(start, 1, start)?.getTime()).toBe(start.getTime() + 2000);
    expect(
      nextPrintAttemptAt(start, 9, new Date(start.getTime() + PRINT_RETRY_WINDOW_MS)),
    ).toBeNull();
  });
  it('names a job retrying once it failed a first time', () => {
    expect(printJobStateOf('pending', 0)).toBe('pending');
    expect(printJobStateOf('pending', 2)).toBe('retrying');
    expect(printJobStateOf('failed', 9)).toBe('failed');
  });
});
