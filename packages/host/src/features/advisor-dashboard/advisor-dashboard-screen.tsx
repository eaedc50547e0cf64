import { useLingui } from '@lingui/react';
import {
  type AdvisorActionItem,
  type AdvisorStudent,
  AG_REVIEW_STUDENTS,
  advisorStudentProfile,
  advisorToasts,
  counselorCatalog,
} from '@puente/core';
import { Button } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useToast } from '@puente/ui/providers';
import { Rocket } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DashboardFrame } from '../../components/dashboard-frame';
import { ActionsRequired, alertTitleId } from './actions-required';
import { AgReviewDialog } from './ag-review-dialog';
import { LearningCampaignDialog } from './learning-campaign-dialog';
import { catalog } from './locales';
import { MyStudents } from './my-students';
import { type ReminderDelivery, SAMPLE_DELIVERY } from './reminder-delivery';
import { SendReminderDialog } from './send-reminder-dialog';
import { StudentProfileDialog } from './student-profile-dialog';
import { useCampaignLaunch } from './use-campaign-launch';
import { useReminderDialog } from './use-reminder-dialog';

/** What the SPEC's advisor dashboard shows: the cohort, its alerts and who a reminder goes to. */
export interface AdvisorDashboardData {
  students: readonly AdvisorStudent[];
  alerts: readonly AdvisorActionItem[];
  /** The students the essay-drafts reminder goes to. */
  recipients: readonly AdvisorStudent[];
}

/**
 * `/advisor-dashboard` (SPEC §2 "Advisor dashboard"): the cohort, its alerts
 * and campaigns, from `data` (the demo school's: the SPEC's sample).
 */
export function AdvisorDashboardScreen({
  data,
  delivery = SAMPLE_DELIVERY,
}: {
  data: AdvisorDashboardData;
  /** Where reminders and campaigns go: the demo school's sends nothing. */
  delivery?: ReminderDelivery;
}) {
  const { i18n } = useLingui();
  useCatalog(catalog, counselorCatalog);
  const toast = useToast();
  const reminder = useReminderDialog({ recipients: data.recipients, delivery });
  const [campaignOpen, setCampaignOpen] = useState(false);
  const campaign = useCampaignLaunch({
    recipients: data.students,
    delivery,
    onLaunched: () => setCampaignOpen(false),
  });
  const [agReviewOpen, setAgReviewOpen] = useState(false);
  const [profileOf, setProfileOf] = useState<AdvisorStudent | null>(null);
  const profile = useMemo(() => (profileOf ? advisorStudentProfile(profileOf) : null), [profileOf]);

  const onAlertAction = (alert: AdvisorActionItem) => {
    switch (alert.id) {
      case 'a-g-requirements':
        return setAgReviewOpen(true);
      case 'scheduling':
        return toast(advisorToasts.openingSynergy());
      case 'attendance':
        return toast(advisorToasts.reviewingPatterns());
      case 'essay-drafts':
        return reminder.dialog.open();
      case 'sat-scores':
        return undefined;
    }
  };

  return (
    <DashboardFrame
      title={i18n._('Advisor Dashboard')}
      lead={i18n._('Monitor your students and manage pending actions')}
      actions={
        <Button onClick={() => setCampaignOpen(true)}>
          <Rocket size={18} aria-hidden />

          {i18n._('Launch Learning Campaign')}
        </Button>
      }
      dialogs={
        <>
          <SendReminderDialog
            state={reminder.state}
            recipients={data.recipients}
            sending={reminder.sending}
            sentMessage={advisorToasts.reminderSent(reminder.sentCount)}
            onTemplateChange={reminder.dialog.setTemplate}
            onSend={() => void reminder.send()}
            onClose={reminder.dialog.close}
            focusAfterSend={() => document.getElementById(alertTitleId({ id: 'essay-drafts' }))}
          />
          <StudentProfileDialog profile={profile} onClose={() => setProfileOf(null)} />
          <LearningCampaignDialog
            open={campaignOpen}
            cohortSize={data.students.length}
            onOpenChange={setCampaignOpen}
            launching={campaign.launching}
            onLaunch={(questions) => void campaign.launch(questions)}
          />
          <AgReviewDialog
            open={agReviewOpen}
            students={AG_REVIEW_STUDENTS}
            onOpenChange={setAgReviewOpen}
            onOpenTranscript={(student) => toast(advisorToasts.openingTranscript(student.name))}
            onBulkReview={() => toast(advisorToasts.bulkAction())}
          />
        </>
      }
    >
      <ActionsRequired
        alerts={data.alerts}
        reminderSent={reminder.state.alertSent}
        onAction={onAlertAction}
      />
      <MyStudents students={data.students} onViewProfile={setProfileOf} />
    </DashboardFrame>
  );
}
