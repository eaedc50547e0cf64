import { describe, expect, it } from 'vitest';
import { costRegion, type StudyCostFigures, yearlyCost } from './yearly-cost';

const figures: StudyCostFigures = {
  livingPerMonth: {
    london: { gbp: 1483, source: 'UKVI', year: 2025 },
    outsideLondon: { gbp: 1136, source: 'UKVI', year: 2025 },
  },
  livingMonths: 9,
  visaFee: { gbp: 524, source: 'UKVI', year: 2025 },
  healthSurchargePerYear: { gbp: 776, source: 'UKVI', year: 2025 },
};
const rate = { gbpToMxn: 24, date: '2026-11-28' };

describe('costRegion', () => {
  it('tells London from the rest of the UK', () => {
    expect(costRegion('London, England')).toBe('london');
    expect(costRegion('City of London, England')).toBe('london');
    expect(costRegion('Manchester, England')).toBe('outsideLondon');
    expect(costRegion('Londonderry, Northern Ireland')).toBe('outsideLondon');
  });
});

describe('yearlyCost', () => {
  it('adds tuition, London living costs for nine months, the visa fee and the surcharge', () => {
    const cost = yearlyCost({ tuitionFees: 20_000, region: 'London, England' }, figures, rate);
    expect(cost.region).toBe('london');
    expect(cost.lines.map((line) => [line.item, line.gbp])).toEqual([
      ['tuition', 20_000],
      ['living', 13_347],
      ['visa', 524],
      ['healthSurcharge', 776],
    ]);
    expect(cost.totalGbp).toBe(34_647);
    // 34,647 × 24 = 831,528 → 832,000, converted once.
    expect(cost.totalMxn).toBe(832_000);
  });

  it('uses the outside-London figure elsewhere and labels each line with its source', () => {
    const cost = yearlyCost({ tuitionFees: 15_000, region: 'Leeds, England' }, figures, rate);
    expect(cost.lines[1]).toEqual({
      item: 'living',
      gbp: 10_224,
      mxn: 245_000,
      source: 'UKVI',
      year: 2025,
    });
    expect(cost.lines[0]).toMatchObject({ item: 'tuition', source: null, year: null });
  });

  it('gives pounds only without a rate', () => {
    const cost = yearlyCost({ tuitionFees: 15_000, region: 'Leeds, England' }, figures, null);
    expect(cost.totalMxn).toBeNull();
    expect(cost.lines.every((line) => line.mxn === null)).toBe(true);
    expect(cost.totalGbp).toBe(15_000 + 10_224 + 524 + 776);
  });
});
