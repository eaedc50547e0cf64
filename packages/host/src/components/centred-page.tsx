import { classNames, Stack } from '@puente/ui';
import type { ReactNode } from 'react';
import { centredColumn, container, measure } from '../styles/layout.css';

export interface CentredPageProps {
  /** The column's widest, in rem: a form 40, an article or a card 48, a list 60. */
  width: keyof typeof measure;
  children: ReactNode;
}

/** A screen narrower than the page, in its middle: the page's container, then one column. */
export function CentredPage({ width, children }: CentredPageProps) {
  return (
    <div className={container}>
      <Stack gap="6" className={classNames(measure[width], centredColumn)}>
        {children}
      </Stack>
    </div>
  );
}
