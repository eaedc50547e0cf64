import { useLingui } from '@lingui/react';
import { KINGS_COLLEGE_APPLICATION } from '@puente/core';
import { Button, Dialog, Fact, Stack } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { ExternalLink } from 'lucide-react';
import { DeadlineBadge } from '../../components/deadline-badge';
import { facts, points } from '../../styles/layout.css';
import { catalog } from './locales';

export interface KingsCollegeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The selected King's College London programme's name, under the title. */
  programName: string;
}

/**
 * What Info shows for King's College London instead of a timeline (SPEC §2,
 * §9): the deadline, the £75 non-refundable application fee, the required
 * documents, Close and Visit Website (the university's site, in a new tab).
 */
export function KingsCollegeDialog({ open, onOpenChange, programName }: KingsCollegeDialogProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  useCatalog(catalog);
  const kings = KINGS_COLLEGE_APPLICATION;
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => onOpenChange(next)}>
      <Dialog.Content hideCloseButton>
        <Dialog.Title>{kings.universityName}</Dialog.Title>
        <Dialog.Description>{programName}</Dialog.Description>
        <Stack as="dl" gap="4">
          <Fact styles={facts} label={i18n._('Application deadline')}>
            {format.deadline(kings.deadline)} <DeadlineBadge deadline={kings.deadline} />
          </Fact>
          <Fact styles={facts} label={i18n._('Application fee')}>
            {kings.applicationFeeRefundable
              ? format.gbp(kings.applicationFee)
              : i18n._('{fee} (non-refundable)', { fee: format.gbp(kings.applicationFee) })}
          </Fact>
          <Fact styles={facts} label={i18n._('Required documents')}>
            <ul className={points}>
              {kings.documents.map((document) => (
                <li key={document}>{document}</li>
              ))}
            </ul>
          </Fact>
        </Stack>
        <Stack direction="row" wrap justify="flex-end" gap="2">
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">{i18n._('Close')}</Button>
          </Dialog.CloseTrigger>
          <Button asChild>
            <a href={kings.website} target="_blank" rel="noopener noreferrer">
              {i18n._('Visit Website')}
              <ExternalLink size={16} aria-hidden />
            </a>
          </Button>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
