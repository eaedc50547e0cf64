import { useLingui } from '@lingui/react';
import { Button, Text } from '@puente/ui';
import { Share2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSiteUrl } from './share-link';
import { shareMessage } from './share-message';

export interface ShareButtonProps {
  /** The public page to share: `/programmes/:id` or `/compare?ids=…`. */
  path: string;
  /** The programmes it shows: the message names one, or says "side by side". */
  programmes: Parameters<typeof shareMessage>[1];
  /** The button's words; "Share" by default. */
  children?: ReactNode;
  /** The id of what is shared (a card's title), so "Share" says which. */
  describedBy?: string;
  size?: 'sm' | 'md';
}

type Outcome = 'copied' | 'failed' | null;

/**
 * Shares a public page with the family: the device's share sheet where the
 * browser has one (Web Share API), otherwise the link copied to the clipboard;
 * either way the student sees what happened.
 */
export function ShareButton({ path, programmes, children, describedBy, size }: ShareButtonProps) {
  const { i18n } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const siteUrl = useSiteUrl();
  const share = async () => {
    const url = siteUrl(path);
    const text = shareMessage((id, values) => i18n._(id, values), programmes, url);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: programmes.length === 1 ? programmes[0]?.programName : 'Puente',
          text,
        });
        return;
      } catch (error) {
        // Closing the sheet is the student's choice; any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return (
    <>
      <Button
        variant="outline"
        size={size}
        onClick={() => void share()}
        aria-describedby={describedBy}
      >
        <Share2 size={16} aria-hidden />
        {children ?? i18n._('Share')}
      </Button>
      <Text as="span" size="sm" tone={outcome === 'failed' ? 'danger' : 'muted'} role="status">
        {outcome === 'copied' ? i18n._('Link copied. Paste it in a message or an email.') : null}
        {outcome === 'failed'
          ? i18n._('Could not copy the link. Open the page and copy its address.')
          : null}
      </Text>
    </>
  );
}
