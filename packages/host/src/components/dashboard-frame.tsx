import { PageHeader, Stack } from '@puente/ui';
import type { ReactNode } from 'react';
import { container } from '../styles/layout.css';
import { usePageTitle } from './use-page-title';

export interface DashboardFrameProps {
  /** The `<h1>`, and the tab's title. */
  title: string;
  lead: string;
  /** Buttons beside the title from 768 px. */
  actions?: ReactNode;
  /** The sections, one under another. */
  children: ReactNode;
  /** What the dashboard opens over itself (dialogs), after the sections. */
  dialogs?: ReactNode;
}

/** The administrator's, advisor's and parent's dashboards: a header over their sections. */
export function DashboardFrame({ title, lead, actions, children, dialogs }: DashboardFrameProps) {
  usePageTitle(title);
  return (
    <div className={container}>
      <Stack gap="6">
        <PageHeader
          gap={1}
          leadSize="body"
          actionsBeside
          title={title}
          lead={lead}
          actions={actions}
        />
        {children}
      </Stack>
      {dialogs}
    </div>
  );
}
