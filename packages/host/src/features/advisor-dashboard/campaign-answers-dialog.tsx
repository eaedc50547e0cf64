import { useLingui } from '@lingui/react';
import type { CampaignSummary } from '@puente/core';
import { Badge, Button, Stack, Text } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { useCampaign, useCampaigns } from '@puente/widgets/data';
import { useState } from 'react';
import { type DialogOpenProps, WideDialog } from '../../components/wide-dialog';
import { emptyNote } from '../../styles/layout.css';
import * as styles from './advisor-dashboard.css';
import { catalog } from './locales';

/** The school's learning campaigns: how many answered, and who has and hasn't. */
export function CampaignAnswersDialog(dialog: DialogOpenProps) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  return (
    <WideDialog
      {...dialog}
      title={i18n._('Campaign answers')}
      description={i18n._('Who has answered each learning campaign, and who has not yet.')}
    >
      {dialog.open ? <CampaignList /> : null}
    </WideDialog>
  );
}

function CampaignList() {
  const { i18n } = useLingui();
  const campaigns = useCampaigns();
  const [shown, setShown] = useState<number | null>(null);
  if (campaigns.isPending) return <Text tone="muted">{i18n._('Loading campaigns…')}</Text>;
  if (!campaigns.data || campaigns.data.length === 0)
    return <p className={emptyNote}>{i18n._('No campaigns yet.')}</p>;
  return (
    <Stack as="ul" gap="3" aria-label={i18n._('Campaigns')}>
      {campaigns.data.map((campaign) => (
        <li key={campaign.id} className={styles.campaignItem}>
          <CampaignRow
            campaign={campaign}
            expanded={shown === campaign.id}
            onToggle={() => setShown(shown === campaign.id ? null : campaign.id)}
          />
        </li>
      ))}
    </Stack>
  );
}

function CampaignRow({
  campaign,
  expanded,
  onToggle,
}: {
  campaign: CampaignSummary;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const detailsId = `campaign-${campaign.id}-answers`;
  return (
    <Stack gap="2">
      <Text as="h3" size="sm" weight="bold">
        {campaign.title}
      </Text>
      <Text size="sm" tone="muted">
        {i18n._('Sent by {name} on {day}', {
          name: campaign.from,
          day: format.day(campaign.createdAt),
        })}
      </Text>
      <Text size="sm">
        {i18n._('{answered} of {count, plural, one {# student} other {# students}} answered', {
          answered: campaign.answered,
          count: campaign.students,
        })}
      </Text>
      <div>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={onToggle}
        >
          {expanded ? i18n._('Hide who answered') : i18n._('See who answered')}
        </Button>
      </div>
      {expanded ? <Recipients id={detailsId} campaignId={campaign.id} /> : null}
    </Stack>
  );
}

function Recipients({ id, campaignId }: { id: string; campaignId: number }) {
  const { i18n } = useLingui();
  const details = useCampaign(campaignId);
  if (!details.data) return <Text tone="muted">{i18n._('Loading campaigns…')}</Text>;
  const questions = details.data.questions;
  return (
    <Stack as="ul" gap="1" id={id}>
      {details.data.recipients.map((student) => (
        <li key={student.id}>
          <Stack direction="row" gap="2" align="center" wrap>
            <Text size="sm">{student.name}</Text>
            {student.answeredQuestions >= questions ? (
              <Badge tone="success">{i18n._('Answered')}</Badge>
            ) : (
              <Badge tone="warning">
                {i18n._('Not answered yet ({answered} of {questions})', {
                  answered: student.answeredQuestions,
                  questions,
                })}
              </Badge>
            )}
          </Stack>
        </li>
      ))}
    </Stack>
  );
}
