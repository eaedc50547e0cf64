import { useLingui } from '@lingui/react';
import { classNames, PageHeader, Stack } from '@puente/ui';
import type { ReactNode } from 'react';
import { container, measure } from '../styles/layout.css';

export interface StatementPageProps {
  title: ReactNode;
  lead: ReactNode;
  /** The column's widest, in rem; the page's full width without it. */
  width?: keyof typeof measure;
  children: ReactNode;
}

/** A page of the personal statement's journey (builder, wizard, review): its header, then the work. */
export function StatementPage({ title, lead, width, children }: StatementPageProps) {
  const { i18n } = useLingui();
  return (
    <Stack gap="6" className={classNames(container, width ? measure[width] : undefined)}>
      <PageHeader gap={1} eyebrow={i18n._('Personal statement')} title={title} lead={lead} />
      {children}
    </Stack>
  );
}
