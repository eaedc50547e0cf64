import { Collapsible as ArkCollapsible } from '@ark-ui/react';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import * as styles from './collapsible.css';

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

export type CollapsibleRootProps = ComponentProps<typeof ArkCollapsible.Root>;

/** A section that shows or hides its content; closed content leaves the page. */
function Root({ lazyMount = true, unmountOnExit = true, ...props }: CollapsibleRootProps) {
  return <ArkCollapsible.Root lazyMount={lazyMount} unmountOnExit={unmountOnExit} {...props} />;
}

/** The button that opens and closes the content (aria-expanded), with a turning chevron. */
function Trigger({ className, children, ...props }: ComponentProps<typeof ArkCollapsible.Trigger>) {
  return (
    <ArkCollapsible.Trigger className={join(styles.trigger, className)} {...props}>
      {children}
      <ArkCollapsible.Indicator className={styles.indicator}>
        <ChevronDown size={16} aria-hidden />
      </ArkCollapsible.Indicator>
    </ArkCollapsible.Trigger>
  );
}

function Content({ className, ...props }: ComponentProps<typeof ArkCollapsible.Content>) {
  return <ArkCollapsible.Content className={join(styles.content, className)} {...props} />;
}

/** Collapsible parts, used as `<Collapsible.Root>`, `<Collapsible.Trigger>`, `<Collapsible.Content>`. */
export const Collapsible = { Root, Trigger, Content };
