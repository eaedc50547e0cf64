import type { ExchangeRate } from '../domain/money';
import type { StudyCostFigures } from '../domain/yearly-cost';

/**
 * UKVI's published figures for a Student visa (gov.uk "Student visa"):
 * maintenance per month for up to nine months (from 2 January 2025), the
 * application fee from outside the UK (from 9 April 2025) and the Immigration
 * Health Surcharge's student rate (from 6 February 2024). Update with UKVI.
 */
export const UK_STUDY_COSTS: StudyCostFigures = {
  livingPerMonth: {
    london: { gbp: 1483, source: 'UKVI', year: 2025 },
    outsideLondon: { gbp: 1136, source: 'UKVI', year: 2025 },
  },
  livingMonths: 9,
  visaFee: { gbp: 524, source: 'UKVI', year: 2025 },
  healthSurchargePerYear: { gbp: 776, source: 'UKVI', year: 2024 },
};

/**
 * The rate a server uses when its operator sets none (GBP_MXN_RATE and
 * GBP_MXN_RATE_DATE, README): an approximate figure with its date, to be
 * replaced by the operator's own (e.g. Banxico's FIX crossed with GBP/USD).
 */
export const DEFAULT_EXCHANGE_RATE: ExchangeRate = { gbpToMxn: 24.5, date: '2026-11-28' };
