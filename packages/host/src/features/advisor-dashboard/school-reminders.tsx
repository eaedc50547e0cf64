import { useLingui } from '@lingui/react';
import { advisorToasts, counselorCatalog, personName, type ReminderRecipient } from '@puente/core';
import { Button } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { ListChecks, Rocket, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CampaignAnswersDialog } from './campaign-answers-dialog';
import { LearningCampaignDialog } from './learning-campaign-dialog';
import { catalog } from './locales';
import { useSchoolDelivery } from './reminder-delivery';
import { SendReminderDialog } from './send-reminder-dialog';
import { useCampaignLaunch } from './use-campaign-launch';
import { useReminderDialog } from './use-reminder-dialog';

const SEND_BUTTON_ID = 'send-reminder-button';

/** The students as a reminder names them. */
const recipientsOf = (students: SchoolRemindersProps['students']): ReminderRecipient[] =>
  students.map((student) => ({ id: student.id, name: personName(student) }));

export interface SchoolRemindersProps {
  /** The students a reminder or a campaign goes to: those My Students shows. */
  students: readonly {
    id: number;
    firstName: string | null;
    lastName: string | null;
    username: string;
  }[];
}

/**
 * Send Reminder, Launch Learning Campaign and Campaign answers for the
 * counselor's chosen students (My Students as filtered): the SPEC's dialogs
 * over the API.
 */
export function SchoolReminders({ students }: SchoolRemindersProps) {
  useCatalog(catalog, counselorCatalog);
  const recipients = useMemo(() => recipientsOf(students), [students]);
  return <SchoolReminderTools recipients={recipients} />;
}

function SchoolReminderTools({ recipients }: { recipients: readonly ReminderRecipient[] }) {
  const { i18n } = useLingui();
  const label = (id: string) => i18n._(id);
  const delivery = useSchoolDelivery();
  const reminder = useReminderDialog({ recipients, delivery, repeatable: true });
  const [campaignOpen, setCampaignOpen] = useState(false);
  const [answersOpen, setAnswersOpen] = useState(false);
  const campaign = useCampaignLaunch({
    recipients,
    delivery,
    onLaunched: () => setCampaignOpen(false),
  });
  const none = recipients.length === 0;
  return (
    <>
      <Button id={SEND_BUTTON_ID} variant="outline" disabled={none} onClick={reminder.dialog.open}>
        <Send size={18} aria-hidden />
        {label('Send Reminder')}
      </Button>
      <Button variant="outline" disabled={none} onClick={() => setCampaignOpen(true)}>
        <Rocket size={18} aria-hidden />
        {label('Launch Learning Campaign')}
      </Button>
      <Button variant="outline" onClick={() => setAnswersOpen(true)}>
        <ListChecks size={18} aria-hidden />
        {label('Campaign answers')}
      </Button>
      <SendReminderDialog
        state={reminder.state}
        recipients={recipients}
        sending={reminder.sending}
        sentMessage={advisorToasts.reminderSent(reminder.sentCount)}
        onTemplateChange={reminder.dialog.setTemplate}
        onSend={() => void reminder.send()}
        onClose={reminder.dialog.close}
        focusAfterSend={() => document.getElementById(SEND_BUTTON_ID)}
      />
      <LearningCampaignDialog
        open={campaignOpen}
        cohortSize={recipients.length}
        onOpenChange={setCampaignOpen}
        launching={campaign.launching}
        onLaunch={(questions) => void campaign.launch(questions)}
      />
      <CampaignAnswersDialog open={answersOpen} onOpenChange={setAnswersOpen} />
    </>
  );
}
