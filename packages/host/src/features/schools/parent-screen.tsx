import { useLingui } from '@lingui/react';
import type { LinkedChild, StudentRecord } from '@puente/core';
import { Button, EmptyState, Spinner, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useToast } from '@puente/ui/providers';
import { useChild, useChildren, useUnlinkChild } from '@puente/widgets/data';
import { Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DashboardFrame } from '../../components/dashboard-frame';
import { useFailureToast } from '../../components/use-failure-toast';
import { catalog } from './locales';
import { personName } from './people';
import { StudentRecordPanel } from './student-record-panel';

/**
 * `/parent-dashboard` for a parent or guardian: each linked child, read-only,
 * the one chosen kept in the address (`?child=<id>`) so a reload or a shared
 * link keeps it.
 */
export function ParentScreen({
  renderChild,
}: {
  /** How a loaded child shows (their read-only record unless given). */
  renderChild?: (record: StudentRecord, child: LinkedChild) => ReactNode;
}) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const children = useChildren();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('child'));
  const child = children.data?.find(({ id }) => id === asked) ?? children.data?.[0] ?? null;
  const childId = child?.id ?? null;
  const setChosen = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('child');
        else next.set('child', String(id));
        return next;
      },
      { replace: id === null },
    );
  const record = useChild(childId);
  return (
    <DashboardFrame
      title={i18n._('Parent Dashboard')}
      lead={i18n._("Your children's programs, read-only. They can see when you looked.")}
    >
      {children.isPending ? <Spinner label={i18n._('Loading your children')} /> : null}
      {children.isError ? (
        <Text role="alert">{i18n._('Your children could not be loaded. Please try again.')}</Text>
      ) : null}
      {children.data?.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon={<Users />}
          title={i18n._('No children linked')}
          description={i18n._(
            'Your child can invite you from their profile in Puente, or their school can send you an invitation link.',
          )}
        />
      ) : null}
      {children.data && children.data.length > 1 ? (
        <Stack as="nav" aria-label={i18n._('Your children')} direction="row" wrap gap="2">
          {children.data.map((each) => (
            <Button
              key={each.id}
              variant={each.id === childId ? 'primary' : 'outline'}
              aria-pressed={each.id === childId}
              onClick={() => setChosen(each.id)}
            >
              {personName(each)}
            </Button>
          ))}
        </Stack>
      ) : null}
      {child ? (
        <>
          <Stack direction="row" wrap align="center" justify="space-between" gap="3">
            <div>
              <Text as="h2" look="sectionTitle">
                {personName(child)}
              </Text>
              {child.school ? <Text tone="muted">{child.school.name}</Text> : null}
            </div>
            <RemoveLink
              name={personName(child)}
              childId={child.id}
              onRemoved={() => setChosen(null)}
            />
          </Stack>
          <StudentRecordPanel
            record={record}
            {...(renderChild ? { render: (loaded) => renderChild(loaded, child) } : {})}
          />
        </>
      ) : null}
    </DashboardFrame>
  );
}

/** "Remove this link": after a confirmation, the parent no longer sees the child. */
function RemoveLink({
  name,
  childId,
  onRemoved,
}: {
  name: string;
  childId: number;
  onRemoved: () => void;
}) {
  const { i18n } = useLingui();
  const { toast } = useToast();
  const unlink = useUnlinkChild();
  const failed = useFailureToast();
  const [open, setOpen] = useState(false);
  const remove = () =>
    unlink.mutate(childId, {
      onSuccess: () => {
        setOpen(false);
        onRemoved();
        toast({
          title: /*i18n*/ 'Link removed',
          description: i18n._("You no longer see {name}'s data.", { name }),
        });
      },
      onError: failed,
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button variant="outline">{i18n._('Remove this link')}</Button>}
      title={i18n._('Remove your link to {name}?', { name })}
      description={i18n._('You will no longer see their programs. They can invite you again.')}
      cancelLabel={i18n._('Cancel')}
      confirmLabel={i18n._('Remove link')}
      pending={unlink.isPending}
      onConfirm={remove}
    />
  );
}
