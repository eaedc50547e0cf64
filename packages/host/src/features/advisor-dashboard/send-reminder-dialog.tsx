import { Trans, useLingui } from '@lingui/react';
import {
  counselorCatalog,
  type ReminderDialogState,
  type ReminderRecipient,
  reminderPreviews,
  STUDENT_NAME_PLACEHOLDER,
  sayMessage,
  type ToastText,
} from '@puente/core';
import { Button, Dialog, Stack, Text, TextArea } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { CircleCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { DialogFooter } from '../../components/wide-dialog';
import * as styles from './advisor-dashboard.css';
import { catalog } from './locales';

export interface SendReminderDialogProps {
  state: ReminderDialogState;
  recipients: readonly ReminderRecipient[];
  /** While the reminder is on its way: Send waits. */
  sending?: boolean;
  /** What the dialog says once sent (the same words as the toast). */
  sentMessage: ToastText;
  onTemplateChange: (template: string) => void;
  onSend: () => void;
  onClose: () => void;
  /** Where focus goes once the dialog closed after a send (its button is disabled by then). */
  focusAfterSend: () => HTMLElement | null;
}

/**
 * 'Send Reminder to Students' (SPEC §2, §4): the message with a placeholder
 * for each student's name, a preview per recipient, then a success message
 * until the dialog closes itself.
 */
export function SendReminderDialog({
  state,
  recipients,
  sending = false,
  sentMessage,
  onTemplateChange,
  onSend,
  onClose,
  focusAfterSend,
}: SendReminderDialogProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, counselorCatalog);
  const [previewId, setPreviewId] = useState(recipients[0]?.id);
  // While closing, keep showing what was on screen (the success message after a send).
  const [shown, setShown] = useState(state.phase);
  if (state.phase !== 'closed' && state.phase !== shown) setShown(state.phase);
  const previews = reminderPreviews(state.template, recipients);
  const preview = previews.find(({ student }) => student.id === previewId) ?? previews[0];

  return (
    <Dialog.Root
      open={state.phase !== 'closed'}
      finalFocusEl={() => (shown === 'sent' ? focusAfterSend() : null)}
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Content size="lg">
        <Dialog.Title>{i18n._('Send Reminder to Students')}</Dialog.Title>
        {shown === 'sent' ? (
          <Stack gap="3" align="center" className={styles.success} role="status">
            <CircleCheck size={40} className={styles.successIcon} aria-hidden />
            <Text size="lg" weight="bold">
              {i18n._(sentMessage.title)}
            </Text>
            <Text size="sm" tone="muted">
              {sayMessage((id, values) => i18n._(id, values), sentMessage.description)}
            </Text>
          </Stack>
        ) : (
          <>
            <Dialog.Description>
              {i18n._(
                '{count} students are late with their college essay drafts. Each of them receives this message with their own name.',
                { count: recipients.length },
              )}
            </Dialog.Description>
            <Stack gap="4">
              <Stack gap="2">
                <Text size="sm" weight="medium" id="reminder-recipients">
                  {i18n._('Recipients (choose one to preview their message)')}
                </Text>
                <Stack as="ul" direction="row" wrap gap="2" aria-labelledby="reminder-recipients">
                  {recipients.map((student) => (
                    <li key={student.id}>
                      <Button
                        size="sm"
                        variant={student.id === preview?.student.id ? 'primary' : 'outline'}
                        aria-pressed={student.id === preview?.student.id}
                        onClick={() => setPreviewId(student.id)}
                      >
                        {student.name}
                      </Button>
                    </li>
                  ))}
                </Stack>
              </Stack>
              <TextArea
                label={i18n._('Message')}
                rows={7}
                value={state.template}
                onChange={(event) => onTemplateChange(event.target.value)}
                description={
                  <Trans
                    id="Write <0>{placeholder}</0> where the student's name goes: it is replaced with each student's name."
                    values={{ placeholder: STUDENT_NAME_PLACEHOLDER }}
                    components={{ 0: <code className={styles.placeholderCode} /> }}
                  />
                }
              />
              {preview ? (
                <Stack as="section" gap="2" aria-labelledby="reminder-preview-title">
                  <Text as="h3" id="reminder-preview-title" size="sm" weight="medium">
                    {i18n._('Preview for {name}', { name: preview.student.name })}
                  </Text>
                  <Text size="sm" className={styles.preview}>
                    {preview.message}
                  </Text>
                </Stack>
              ) : null}
            </Stack>
            <DialogFooter closeLabel={i18n._('Cancel')}>
              <Button onClick={onSend} disabled={sending || recipients.length === 0}>
                <Send size={16} aria-hidden />

                {i18n._('Send Reminder')}
              </Button>
            </DialogFooter>
          </>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
