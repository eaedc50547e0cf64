import { PesosEstimate as Estimate } from '@puente/ui';
import { useExchangeRate } from '@puente/widgets/data';

export interface PesosEstimateProps {
  /** The pound amount beside which the estimate stands. */
  gbp: number;
  /** A yearly amount (tuition) says so; a one-off (a scholarship) does not. */
  perYear?: boolean;
}

/** The kit's MXN estimate with the operator's rate from GET /api/exchange-rate: nothing until it arrives. */
export function PesosEstimate({ gbp, perYear = false }: PesosEstimateProps) {
  return <Estimate gbp={gbp} rate={useExchangeRate()} perYear={perYear} />;
}
