import { describe, expect, it } from 'vitest';
import { mxnEstimate, pesosEstimateMessage } from './pesos-estimate';

describe('mxnEstimate', () => {
  const rate = { gbpToMxn: 24.5, date: '2026-11-28' };

  it('converts at the given rate and rounds large amounts to the thousand', () => {
    expect(mxnEstimate(20_900, rate)).toBe(512_000);
    expect(mxnEstimate(15_000, rate)).toBe(368_000);
  });

  it('rounds small amounts to the ten', () => {
    expect(mxnEstimate(19, rate)).toBe(470);
  });

  it('gives nothing without a usable rate', () => {
    expect(mxnEstimate(1000, null)).toBeNull();
    expect(mxnEstimate(1000, { gbpToMxn: 0, date: '2026-11-28' })).toBeNull();
    expect(mxnEstimate(1000, { gbpToMxn: Number.NaN, date: '2026-11-28' })).toBeNull();
  });
});

describe('pesosEstimateMessage', () => {
  it('says a yearly amount is a year’s, and a one-off is not', () => {
    const values = { amount: '$512,000', date: '28 November 2026' };
    expect(pesosEstimateMessage(values, true)).toEqual({
      id: '≈ {amount} MXN a year (exchange rate of {date})',
      values,
    });
    expect(pesosEstimateMessage(values, false).id).toBe('≈ {amount} MXN (exchange rate of {date})');
  });
});
