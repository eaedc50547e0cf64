import { useLingui } from '@lingui/react';
import {
  choosingCatalog,
  type ExchangeRate,
  mxnEstimate,
  pesosEstimateMessage,
  sayMessage,
} from '@puente/core';
import { useCatalog } from '../i18n/use-catalog';
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
 * with its day; nothing without a rate. Its words are core's `choosing`
 * catalog, which the finder and the host's shell load already: no element
 * that shows no pounds pays for them.
 */
export function PesosEstimate({ gbp, rate, perYear = false }: PesosEstimateProps) {
  const { i18n } = useLingui();
  useCatalog(choosingCatalog);
  const format = useFormat();
  const pesos = mxnEstimate(gbp, rate);
  if (pesos === null || !rate) return null;
  const message = pesosEstimateMessage(
    { amount: format.mxn(pesos), date: format.longDay(rate.date) },
    perYear,
  );
  return (
    <Text as="span" size="sm" tone="muted">
      {sayMessage((id, values) => i18n._(id, values), message)}
    </Text>
  );
}
