import { Stack, Text } from '@puente/ui';
import type { ReactNode } from 'react';
import { container, measure } from '../styles/layout.css';
import { usePageTitle } from './use-page-title';

export interface PlaceholderScreenProps {
  /** The screen's title as the SPEC names it. */
  title: string;
  /** One sentence on what the screen is for. */
  description: ReactNode;
  /** A small label above the title, e.g. the audience. */
  eyebrow?: string;
  /** Links onward, e.g. back to the dashboard. */
  actions?: ReactNode;
}

/** A simple page for a route whose full screen is built later: its title and purpose. */
export function PlaceholderScreen({
  title,
  description,
  eyebrow,
  actions,
}: PlaceholderScreenProps) {
  usePageTitle(title);
  return (
    <div className={container}>
      <Stack as="section" gap="4" className={measure[40]} aria-labelledby="screen-title">
        {eyebrow ? <Text look="eyebrow">{eyebrow}</Text> : null}
        <Text as="h1" id="screen-title" look="pageTitle">
          {title}
        </Text>
        <Text size="lg" tone="muted">
          {description}
        </Text>
        {actions ? (
          <Stack direction="row" wrap gap="3">
            {actions}
          </Stack>
        ) : null}
      </Stack>
    </div>
  );
}
