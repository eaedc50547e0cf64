import type { ApiClient } from '@puente/core';
import { createContext, useContext } from 'react';

export const ApiContext = createContext<ApiClient | null>(null);

/** The Puente API client of the nearest PuenteProvider. */
export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used within a PuenteProvider');
  return api;
}
