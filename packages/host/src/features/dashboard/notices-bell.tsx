import { useLingui } from '@lingui/react';
import type { Notice } from '@puente/core';
import { Badge, Button, Stack, Text } from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { DialogFooter, WideDialog } from '../../components/wide-dialog';
import { emptyNote } from '../../styles/layout.css';
import * as styles from './dashboard.css';

export interface NoticesBellProps {
  notices: readonly Notice[];
  unread: number;
  /** Marks these notices read, or every one without ids. */
  onMarkRead: (ids?: number[]) => void;
  /** While a mark-as-read is on its way. */
  marking?: boolean;
}

/**
 * The student's bell: how many reminders from their school are unread, and
 * a dialog listing them (each shown as typed, never as HTML) to mark read.
 */
export function NoticesBell({ notices, unread, onMarkRead, marking = false }: NoticesBellProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const label = i18n._(
    'Notices, {count, plural, =0 {none unread} one {# unread} other {# unread}}',
    { count: unread },
  );
  return (
    <>
      <Button variant="outline" aria-label={label} onClick={() => setOpen(true)}>
        <Bell size={18} aria-hidden />
        {unread > 0 ? (
          <Badge tone="primary" className={styles.bellCount} aria-hidden>
            {format.number(unread)}
          </Badge>
        ) : null}
      </Button>
      <WideDialog
        open={open}
        onOpenChange={setOpen}
        title={i18n._('Notices')}
        description={i18n._(
          'Reminders from your school. {count, plural, =0 {You have read them all.} one {# is unread.} other {# are unread.}}',
          { count: unread },
        )}
      >
        {notices.length === 0 ? (
          <p className={emptyNote}>{i18n._('No notices yet.')}</p>
        ) : (
          <Stack as="ul" gap="3" aria-label={i18n._('Notices')}>
            {notices.map((notice) => (
              <li
                key={notice.id}
                className={styles.noticeItem}
                data-unread={notice.read ? undefined : ''}
              >
                <Stack gap="2">
                  <Stack direction="row" gap="2" align="center" wrap>
                    <Text size="sm" weight="bold">
                      {notice.from}
                    </Text>
                    <Text size="sm" tone="muted">
                      {format.moment(notice.sentAt)}
                    </Text>
                    {notice.read ? null : <Badge tone="primary">{i18n._('New')}</Badge>}
                  </Stack>
                  <Text size="sm" className={styles.typedText}>
                    {notice.message}
                  </Text>
                  {notice.read ? null : (
                    <div>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={marking}
                        onClick={() => onMarkRead([notice.id])}
                      >
                        {i18n._('Mark as read')}
                      </Button>
                    </div>
                  )}
                </Stack>
              </li>
            ))}
          </Stack>
        )}
        <DialogFooter>
          <Button variant="outline" disabled={unread === 0 || marking} onClick={() => onMarkRead()}>
            {i18n._('Mark all as read')}
          </Button>
        </DialogFooter>
      </WideDialog>
    </>
  );
}
