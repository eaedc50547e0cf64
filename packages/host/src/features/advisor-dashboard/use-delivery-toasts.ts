import { advisorToasts } from '@puente/core';
import { useToast } from '@puente/ui/providers';
import { useFailureToast } from '../../components/use-failure-toast';
import type { DeliveryResult } from './reminder-delivery';

/** The toasts after a send: students skipped for today's limit, or why it failed. */
export function useDeliveryToasts() {
  const toast = useToast();
  const failed = useFailureToast();
  return {
    skipped({ skipped }: DeliveryResult) {
      if (skipped > 0) toast(advisorToasts.remindersSkipped(skipped));
    },
    failed,
  };
}
