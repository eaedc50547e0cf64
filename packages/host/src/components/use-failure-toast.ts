import { useLingui } from '@lingui/react';
import { errorMessage } from '@puente/core';
import { useToast } from '@puente/ui/providers';

/** A write's failure as a toast: the server's sentence, else a network message. */
export function useFailureToast() {
  const { i18n } = useLingui();
  const { toast } = useToast();
  return (error: unknown) =>
    toast({
      title: /*i18n*/ 'Error',
      description: errorMessage(error, i18n._('Please try again.'), (id) => i18n._(id)),
      variant: 'destructive',
    });
}
