import { Menu as ArkMenu } from '@ark-ui/react';
import type { ComponentProps } from 'react';
import { classNames } from './class-names';
import * as styles from './menu.css';
import { Portal } from './portal';

export type MenuRootProps = ComponentProps<typeof ArkMenu.Root>;
export type MenuItemProps = ComponentProps<typeof ArkMenu.Item>;

/** A menu of actions opened from a trigger; arrow keys, typeahead and Escape work. */
function Root({ lazyMount = true, unmountOnExit = true, ...props }: MenuRootProps) {
  return <ArkMenu.Root lazyMount={lazyMount} unmountOnExit={unmountOnExit} {...props} />;
}

function Trigger(props: ComponentProps<typeof ArkMenu.Trigger>) {
  return <ArkMenu.Trigger {...props} />;
}

export interface MenuContentProps extends ComponentProps<typeof ArkMenu.Content> {
  /**
   * Render at the top of the page (or shadow root). Off by default: a menu
   * positioned beside its trigger stays inside the trigger's landmark.
   */
  portalled?: boolean;
}

/** The menu panel, positioned by its trigger. */
function Content({ className, portalled = false, ...props }: MenuContentProps) {
  const panel = (
    <ArkMenu.Positioner>
      <ArkMenu.Content className={classNames(styles.content, className)} {...props} />
    </ArkMenu.Positioner>
  );
  return portalled ? <Portal>{panel}</Portal> : panel;
}

/** One action; with `asChild` it can be a link. Selection is reported by `Menu.Root`'s `onSelect`. */
function Item({ className, ...props }: MenuItemProps) {
  return <ArkMenu.Item className={classNames(styles.item, className)} {...props} />;
}

function Separator(props: ComponentProps<typeof ArkMenu.Separator>) {
  return <ArkMenu.Separator className={styles.separator} {...props} />;
}

export const Menu = { Root, Trigger, Content, Item, Separator };
