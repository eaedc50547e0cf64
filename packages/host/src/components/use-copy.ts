import { useToast } from '@puente/ui/providers';

export interface CopyToasts {
  /** The toast once copied: what was copied, and where to paste it. */
  copied: { title: string; description: string };
  /** When the browser refuses: how to copy it by hand. */
  refused: string;
}

/** Copies a text to the clipboard and says so in a toast, or, if the browser refuses, how to copy it by hand. */
export function useCopy({ copied, refused }: CopyToasts) {
  const { toast } = useToast();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast(copied);
    } catch {
      toast({ title: /*i18n*/ 'Could not copy', description: refused, variant: 'destructive' });
    }
  };
}
