import type { ExchangeRate } from '@puente/core';
import { useApi } from '@puente/ui/providers';
import { useQuery } from '@tanstack/react-query';

export const EXCHANGE_RATE_KEY = ['/api/exchange-rate'] as const;

/**
 * The operator's pounds-to-pesos rate and its day (GET /api/exchange-rate):
 * null until it arrives, and if it never does the pounds stand alone.
 */
export function useExchangeRate(): ExchangeRate | null {
  const api = useApi();
  const rate = useQuery({
    queryKey: EXCHANGE_RATE_KEY,
    queryFn: () => api.exchangeRate(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return rate.data ?? null;
}
