import { Collapsible as ArkCollapsible } from '@ark-ui/react';
import { ChevronDown } from 'lucide-react';
import type { CollapsibleProps } from './collapsible';
import * as styles from './collapsible.css';
import { useDeferredIntent } from './deferred';

/** The Collapsible with its behaviour: Ark's disclosure; closed content leaves the page. */
export function CollapsibleBehaviour({
  label,
  defaultOpen = false,
  className,
  children,
}: CollapsibleProps) {
  const intent = useDeferredIntent();
  return (
    <ArkCollapsible.Root
      defaultOpen={defaultOpen || intent.open}
      lazyMount
      unmountOnExit
      className={className}
    >
      <ArkCollapsible.Trigger className={styles.trigger}>
        {label}
        <ArkCollapsible.Indicator className={styles.indicator}>
          <ChevronDown size={16} aria-hidden />
        </ArkCollapsible.Indicator>
      </ArkCollapsible.Trigger>
      <ArkCollapsible.Content className={styles.content}>{children}</ArkCollapsible.Content>
    </ArkCollapsible.Root>
  );
}
