export { useApi } from './api-context';
export { useAssistant } from './assistant-context';
export { useDelays } from './delays-context';
export type { PuenteProviderProps } from './puente-provider';
export { PuenteProvider } from './puente-provider';
export { createQueryClient } from './query-client';
export type { ToastApi, ToastFn } from './toast-context';
export { useToast } from './toast-context';
