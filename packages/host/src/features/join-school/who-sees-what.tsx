import { useLingui } from '@lingui/react';
import type { InvitationPreview } from '@puente/core';
import { Stack, Text } from '@puente/ui';
import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { pointMark } from './join-school.css';

/**
 * Exactly who will see what once the invitation is accepted, for its role
 * (docs/product/schools.md, "Roles"): said before anyone joins.
 */
export function WhoSeesWhat({ preview }: { preview: InvitationPreview }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const school = preview.school?.name ?? '';
  const student = preview.student ?? '';
  const lines = {
    student: [
      i18n._("{school}'s counselors and admins will see your profile and your programs.", {
        school,
      }),
      i18n._(
        "Parents you link will see your programs, read-only, and your personal statement's text only if you share it.",
      ),
      i18n._('You will see on My Profile each time one of them looks at your data.'),
      i18n._('You can leave the school at any time from My Profile.'),
    ],
    counselor: [
      i18n._("You will see {school}'s students: their profiles and programs.", { school }),
      i18n._('Each student sees when you looked at their data.'),
      i18n._("{school}'s admins will see you in the staff list.", { school }),
    ],
    parent: [
      i18n._(
        "You will see {student}'s programs, read-only, never their personal statement's text.",
        {
          student,
        },
      ),
      i18n._('{student} sees each time you look, and either of you can remove the link.', {
        student,
      }),
      i18n._("You join no school: only {student} and their school's staff see your name.", {
        student,
      }),
    ],
  }[preview.role];
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Text as="h2" id={headingId} look="sectionTitle">
        {i18n._('Who will see what')}
      </Text>
      <Stack as="ul" gap="2">
        {lines.map((line) => (
          <Stack as="li" key={line} direction="row" align="flex-start" gap="2">
            <CircleCheck size={18} aria-hidden className={pointMark} />
            {line}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
