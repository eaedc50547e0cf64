import { Tabs as ArkTabs } from '@ark-ui/react';
import type { ComponentProps } from 'react';
import * as styles from './tabs.css';

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

function Root({ className, ...props }: ComponentProps<typeof ArkTabs.Root>) {
  return <ArkTabs.Root className={join(styles.root, className)} {...props} />;
}

function List({ className, ...props }: ComponentProps<typeof ArkTabs.List>) {
  return <ArkTabs.List className={join(styles.list, className)} {...props} />;
}

function Trigger({ className, ...props }: ComponentProps<typeof ArkTabs.Trigger>) {
  return <ArkTabs.Trigger className={join(styles.trigger, className)} {...props} />;
}

function Content({ className, ...props }: ComponentProps<typeof ArkTabs.Content>) {
  return <ArkTabs.Content className={join(styles.content, className)} {...props} />;
}

/** Tab parts, used as `<Tabs.Root>`, `<Tabs.List>`, `<Tabs.Trigger>`, `<Tabs.Content>`. */
export const Tabs = { Root, List, Trigger, Content };
