import { Menu as ArkMenu } from '@ark-ui/react';
import type { ComponentProps } from 'react';
import * as styles from './menu.css';
import { Portal } from './portal';

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

export type MenuRootProps = ComponentProps<typeof ArkMenu.Root>;
export type MenuItemProps = ComponentProps<typeof ArkMenu.Item>;

/** A menu of actions opened from a trigger; arrow keys, typeahead and Escape work. */
function Root({ lazyMount = true, unmountOnExit = true, ...props }: MenuRootProps) {
  return <ArkMenu.Root lazyMount={lazyMount} unmountOnExit={unmountOnExit} {...props} />;
}

function Trigger(props: ComponentProps<typeof ArkMenu.Trigger>) {
  return <ArkMenu.Trigger {...props} />;
}

/** The menu panel, portalled above the page and positioned by its trigger. */
function Content({ className, ...props }: ComponentProps<typeof ArkMenu.Content>) {
  return (
    <Portal>
      <ArkMenu.Positioner className={styles.positioner}>
        <ArkMenu.Content className={join(styles.content, className)} {...props} />
      </ArkMenu.Positioner>
    </Portal>
  );
}

/** One action; with `asChild` it can be a link. Selection is reported by `Menu.Root`'s `onSelect`. */
function Item({ className, ...props }: MenuItemProps) {
  return <ArkMenu.Item className={join(styles.item, className)} {...props} />;
}

function Separator(props: ComponentProps<typeof ArkMenu.Separator>) {
  return <ArkMenu.Separator className={styles.separator} {...props} />;
}

export const Menu = { Root, Trigger, Content, Item, Separator };
