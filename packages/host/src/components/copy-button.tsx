import { useLingui } from '@lingui/react';
import { Button, type ButtonSize } from '@puente/ui';
import { useToast } from '@puente/ui/providers';
import { Copy } from 'lucide-react';

export interface CopyButtonProps {
  /** What it copies. */
  text: string;
  /** Its accessible name, which says what it copies ("Copy the loader script"). */
  label: string;
  /** The toast once copied: what was copied, and where to paste it. */
  copied: { title: string; description: string };
  /** When the browser refuses: how to copy it by hand. */
  refused: string;
  size?: ButtonSize;
}

/** "Copy": puts a text on the clipboard and says so in a toast, or, if the browser refuses, how to copy it by hand. */
export function CopyButton({ text, label, copied, refused, size }: CopyButtonProps) {
  const { i18n } = useLingui();
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast(copied);
    } catch {
      toast({ title: /*i18n*/ 'Could not copy', description: refused, variant: 'destructive' });
    }
  };
  return (
    <Button variant="outline" size={size} onClick={copy} aria-label={label}>
      <Copy size={16} aria-hidden />
      {i18n._('Copy')}
    </Button>
  );
}
