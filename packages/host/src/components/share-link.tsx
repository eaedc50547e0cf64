import { useLingui } from '@lingui/react';
import { Button, Stack, TextField } from '@puente/ui';
import { MessageCircle } from 'lucide-react';
import { useSiteOptions } from '../app/site-options';
import { CopyButton } from './copy-button';
import { linkField } from './share-link.css';

export interface ShareLinkProps {
  /** The link's path on this site, as the server answers it (`/join/<token>`). */
  link: string;
  /** What the link is ("Invitation link"): the box's label. */
  label: string;
  /** The WhatsApp message, in the visitor's language, given the whole link. */
  message: (url: string) => string;
}

/** The whole address of a path of this site, to share outside it (as the page was rendered, on the server too). */
export function useSiteUrl(): (path: string) => string {
  const { origin } = useSiteOptions();
  return (path) => new URL(path, origin).href;
}

/** A link to share: shown to select, a Copy button, and a WhatsApp message with it. */
export function ShareLink({ link, label, message }: ShareLinkProps) {
  const { i18n } = useLingui();
  const url = useSiteUrl()(link);
  return (
    <Stack direction="row" wrap align="flex-end" gap="2">
      <div className={linkField}>
        <TextField label={label} value={url} readOnly onFocus={(event) => event.target.select()} />
      </div>
      <CopyButton
        text={url}
        label={i18n._('Copy the {label}', { label })}
        copied={{
          title: /*i18n*/ 'Link copied',
          description: /*i18n*/ 'Paste it in a message or an email.',
        }}
        refused={/*i18n*/ 'Select the link and copy it yourself.'}
      />
      <Button asChild variant="outline">
        <a
          href={`https://wa.me/?text=${encodeURIComponent(message(url))}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle size={16} aria-hidden />
          {i18n._('Share on WhatsApp')}
        </a>
      </Button>
    </Stack>
  );
}
