import { describe, expect, it } from 'vitest';
import { outcomeOf, payReturnOf, withoutPayReturn } from './returnParams.ts';

describe('the provider’s return address', () => {
  it('reads the attempt and the order, and nothing else', () => {
    expect(payReturnOf('?payment=3&order=8')).toEqual({ attempt: 3, order: 8 });
    expect(payReturnOf('?payment=3')).toBeNull();
    expect(payReturnOf('?payment=x&order=8')).toBeNull();
    expect(payReturnOf('?payment=0&order=8')).toBeNull();
  });
  it('is taken out of the address keeping the rest', () => {
    expect(withoutPayReturn('?a=1&payment=3&order=8')).toBe('?a=1');
    expect(withoutPayReturn('?payment=3&order=8')).toBe('');
  });
  it('only a settled attempt state is an outcome', () => {
    expect(outcomeOf('pending')).toBe('checking');
    expect(outcomeOf(undefined)).toBe('checking');
    expect(outcomeOf('paid')).toBe('paid');
    expect(outcomeOf('expired')).toBe('failed');
    expect(outcomeOf('cancelled')).toBe('cancelled');
  });
});
