import { useLingui } from '@lingui/react';
import { advisorToasts, errorMessage } from '@puente/core';
import { useToast } from '@puente/ui/providers';
import type { DeliveryResult } from './reminder-delivery';

/** The toasts after a send: students skipped for today's limit, or why it failed. */
export function useDeliveryToasts() {
  const { i18n } = useLingui();
  const toast = useToast();
  return {
    skipped({ skipped }: DeliveryResult) {
      if (skipped > 0) toast(advisorToasts.remindersSkipped(skipped));
    },
    failed(error: unknown) {
      toast({
        title: /*i18n*/ 'Error',
        description: errorMessage(error, i18n._('Please try again.'), (id) => i18n._(id)),
        variant: 'destructive',
      });
    },
  };
}
