import { type ExchangeRate, UK_STUDY_COSTS, yearlyCost } from '@puente/core';
import { useFormat } from '../i18n/use-format';
import { PesosEstimate } from './pesos-estimate';

export interface FirstYearCostProps {
  programme: { tuitionFees: number; region: string };
  /** The operator's rate and its day; without one the pounds stand alone. */
  rate: ExchangeRate | null | undefined;
}

/**
 * A comparison's cell for a programme's first year, all costs (core's
 * yearlyCost: tuition, UKVI's living costs for its region, the visa fee and
 * the health surcharge): the total in pounds, and in pesos with a rate. Each
 * cost with its source is on the programme's own page.
 */
export function FirstYearCost({ programme, rate }: FirstYearCostProps) {
  const format = useFormat();
  const { totalGbp } = yearlyCost(programme, UK_STUDY_COSTS, rate);
  return (
    <>
      {format.gbp(totalGbp)} <PesosEstimate gbp={totalGbp} rate={rate} />
    </>
  );
}
