import { Stack, Text } from '@puente/ui';
import { type ReactNode, useId } from 'react';

export interface ProfileSectionProps {
  title: ReactNode;
  /** The sentence under the title. */
  lead?: ReactNode;
  /** The `<h2>`'s id, when a list inside is named by it too. */
  headingId?: string;
  children: ReactNode;
}

/** A part of My Profile: a `<section>` named by its `<h2>`, a muted lead under it. */
export function ProfileSection({ title, lead, headingId, children }: ProfileSectionProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Text as="h2" id={id} size="xl" weight="bold">
        {title}
      </Text>
      {lead ? <Text tone="muted">{lead}</Text> : null}
      {children}
    </Stack>
  );
}
