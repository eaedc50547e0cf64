import type { ExchangeRate } from './money';
import { mxnEstimate } from './pesos-estimate';

/** Where UKVI's maintenance figure differs: London (the City and the 32 boroughs) or not. */
export type CostRegion = 'london' | 'outsideLondon';

/** A published figure and who published it, in which year. */
export interface SourcedAmount {
  gbp: number;
  source: string;
  year: number;
}

/** The figures a year's cost is made of besides tuition (sample/study-costs.ts has UKVI's). */
export interface StudyCostFigures {
  livingPerMonth: Readonly<Record<CostRegion, SourcedAmount>>;
  /** The months of living costs a year counts (UKVI asks for up to nine). */
  livingMonths: number;
  /** The student visa's application fee, paid once, so counted in the first year. */
  visaFee: SourcedAmount;
  healthSurchargePerYear: SourcedAmount;
}

export type CostItem = 'tuition' | 'living' | 'visa' | 'healthSurcharge';

export interface CostLine {
  item: CostItem;
  gbp: number;
  /** The estimate in pesos; null without a rate. */
  mxn: number | null;
  /** Who says so; null for tuition, which is the programme's own fee. */
  source: string | null;
  year: number | null;
}

export interface YearlyCost {
  region: CostRegion;
  lines: CostLine[];
  totalGbp: number;
  totalMxn: number | null;
}

/** The cost region of a programme's "Place, Nation" region: London or not. */
export function costRegion(region: string): CostRegion {
  return /^\s*(city of\s+)?london\b/i.test(region) ? 'london' : 'outsideLondon';
}

/**
 * A programme's first year in the UK: its tuition, living costs for its
 * region, the visa fee and the health surcharge, each in pounds and, with a
 * rate, in pesos (the total is converted once, not summed from rounded parts).
 */
export function yearlyCost(
  programme: { tuitionFees: number; region: string },
  figures: StudyCostFigures,
  rate: ExchangeRate | null | undefined,
): YearlyCost {
  const region = costRegion(programme.region);
  const living = figures.livingPerMonth[region];
  const parts: Omit<CostLine, 'mxn'>[] = [
    { item: 'tuition', gbp: programme.tuitionFees, source: null, year: null },
    {
      item: 'living',
      gbp: living.gbp * figures.livingMonths,
      source: living.source,
      year: living.year,
    },
    { item: 'visa', ...figures.visaFee },
    { item: 'healthSurcharge', ...figures.healthSurchargePerYear },
  ];
  const totalGbp = parts.reduce((sum, line) => sum + line.gbp, 0);
  return {
    region,
    lines: parts.map((line) => ({ ...line, mxn: mxnEstimate(line.gbp, rate) })),
    totalGbp,
    totalMxn: mxnEstimate(totalGbp, rate),
  };
}
