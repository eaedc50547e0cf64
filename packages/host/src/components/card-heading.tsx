import { ProgrammeImage, Stack, Text } from '@puente/ui';
import type { ReactNode } from 'react';
import * as styles from './card-heading.css';

export interface CardHeadingProps {
  /** The university's logo (the default picture when null). */
  imageUrl: string | null;
  /** The line above the title: the university's name. */
  eyebrow: ReactNode;
  title: ReactNode;
  /** The title's id, which the card's `aria-labelledby` and its buttons' `aria-describedby` name. */
  titleId: string;
  /** `item`: an h3 in a dashboard card; `card`: an h2, a listing's own card. */
  look: 'item' | 'card';
  /** What sits at the header's end, e.g. a done mark. */
  children?: ReactNode;
}

/** A programme's or a scholarship's card header: the logo, the university and the title. */
export function CardHeading({
  imageUrl,
  eyebrow,
  title,
  titleId,
  look,
  children,
}: CardHeadingProps) {
  const Title = look === 'item' ? 'h3' : 'h2';
  return (
    <Stack as="header" direction="row" align="flex-start" gap="3">
      <ProgrammeImage src={imageUrl} alt="" className={styles.logo[look]} />
      <div className={styles.titles[look]}>
        <Text look="note">{eyebrow}</Text>
        <Title id={titleId} className={styles.title[look]}>
          {title}
        </Title>
      </div>
      {children}
    </Stack>
  );
}
