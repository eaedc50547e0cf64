import { useToast } from '@puente/widgets/providers';
import { Button } from '@puente/widgets/ui';
import { Copy } from 'lucide-react';
import * as styles from './embed-screen.css';

export interface CodeSnippetProps {
  code: string;
  /** Says what the snippet is, for the Copy button ("Copy the script"). */
  label: string;
}

/** Code to paste into a school's page, with a button that copies it. */
export function CodeSnippet({ code, label }: CodeSnippetProps) {
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: 'Copied', description: 'Paste it into your page.' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the code and copy it yourself.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className={styles.snippet}>
      <pre className={styles.code}>
        <code>{code}</code>
      </pre>
      <Button variant="outline" size="sm" onClick={copy} aria-label={label}>
        <Copy size={16} aria-hidden />
        Copy
      </Button>
    </div>
  );
}
