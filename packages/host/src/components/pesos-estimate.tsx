import { useLingui } from '@lingui/react';
import { mxnEstimate } from '@puente/core';
import { Text } from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { useExchangeRate } from '@puente/widgets/data';

export interface PesosEstimateProps {
  /** The pound amount beside which the estimate stands. */
  gbp: number;
  /** A yearly amount (tuition) says so; a one-off (a scholarship) does not. */
  perYear?: boolean;
}

/**
 * "≈ $512,000 MXN a year", beside a pound amount, from the operator's rate
 * with its day; nothing until the rate has arrived.
 */
export function PesosEstimate({ gbp, perYear = false }: PesosEstimateProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  const rate = useExchangeRate();
  const pesos = mxnEstimate(gbp, rate);
  if (pesos === null || !rate) return null;
  const values = { amount: format.mxn(pesos), date: format.longDay(rate.date) };
  return (
    <Text as="span" size="sm" tone="muted">
      {perYear
        ? i18n._('≈ {amount} MXN a year (exchange rate of {date})', values)
        : i18n._('≈ {amount} MXN (exchange rate of {date})', values)}
    </Text>
  );
}
