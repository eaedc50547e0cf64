import { useLingui } from '@lingui/react';
import type { BrowseScholarship, DashboardScholarship } from '@puente/core';
import { Stack, Text } from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { type ReactNode, useId } from 'react';
import { CardHeading } from './card-heading';

export interface ScholarshipCardProps {
  scholarship: Pick<
    BrowseScholarship | DashboardScholarship,
    'imageUrl' | 'university' | 'name' | 'value'
  >;
  /** `item`: a card in a dashboard section; `card`: a listing's own card. */
  look: 'item' | 'card';
  className: string;
  /** The rest of the card, given the title's id for its buttons' `aria-describedby`. */
  children: (titleId: string) => ReactNode;
}

/** A scholarship's card (SPEC §2, §3): its university, name and value, then what the page adds. */
export function ScholarshipCard({ scholarship, look, className, children }: ScholarshipCardProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  const titleId = useId();
  return (
    <Stack as="article" gap="3" className={className} aria-labelledby={titleId}>
      <CardHeading
        imageUrl={scholarship.imageUrl}
        eyebrow={i18n._(scholarship.university)}
        title={scholarship.name}
        titleId={titleId}
        look={look}
      />
      <Text size="xl" weight="bold" tone="primary">
        {format.gbp(scholarship.value)}
      </Text>
      {children(titleId)}
    </Stack>
  );
}
