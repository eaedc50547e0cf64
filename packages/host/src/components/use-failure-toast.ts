import { useToast } from '@puente/ui/providers';
import { useFailureText } from './use-failure-text';

/** A write's failure as a toast: the server's sentence, else a network message. */
export function useFailureToast() {
  const failureText = useFailureText();
  const { toast } = useToast();
  return (error: unknown) =>
    toast({
      title: /*i18n*/ 'Error',
      description: failureText(error),
      variant: 'destructive',
    });
}
