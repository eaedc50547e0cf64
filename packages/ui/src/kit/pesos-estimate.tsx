import { type ExchangeRate, mxnEstimate } from '@puente/core';
import { useI18n } from '../i18n/use-i18n';
import { useFormat } from '../i18n/use-format';
import { Text } from './text';

export interface PesosEstimateProps {
  /** The pound amount beside which the estimate stands. */
  gbp: number;
  /** The operator's rate and its day; null (not yet arrived, or none configured) draws nothing. */
  rate: ExchangeRate | null | undefined;
  /** A yearly amount (tuition) says so; a one-off (a scholarship) does not. */
  perYear?: boolean;
}

/**
 * "≈ $512,000 MXN a year", beside a pound amount, from the operator's rate
 * with its day; nothing without a rate.
 */
export function PesosEstimate({ gbp, rate, perYear = false }: PesosEstimateProps) {
  const i18n = useI18n();
  const format = useFormat();
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
