import {
  type ButtonHTMLAttributes,
  type ComponentType,
  createContext,
  type HTMLAttributes,
  type ReactNode,
  useContext,
  useState,
} from 'react';
import { deferred, useDeferredIntent } from './deferred';
import * as styles from './tabs.css';

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

export interface TabsRootProps {
  /** The open tab, when the caller keeps it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (details: { value: string }) => void;
  className?: string;
  children: ReactNode;
}

type ListProps = HTMLAttributes<HTMLDivElement>;
type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { value: string };
type ContentProps = HTMLAttributes<HTMLDivElement> & { value: string };

/** The parts with behaviour, which the loaded root hands to List, Trigger and Content. */
export interface TabParts {
  List: ComponentType<ListProps>;
  Trigger: ComponentType<TriggerProps>;
  Content: ComponentType<ContentProps>;
}

export const TabPartsContext = createContext<TabParts | null>(null);

/** Until the behaviour arrives: which tab is open, and choosing another. */
const OpenTabContext = createContext<{ open?: string | undefined; choose(value: string): void }>({
  choose: () => {},
});

function RootShell({ value, defaultValue, onValueChange, className, children }: TabsRootProps) {
  const intent = useDeferredIntent();
  const [chosen, setChosen] = useState(defaultValue);
  const choose = (next: string) => {
    intent.value = next;
    setChosen(next);
    onValueChange?.({ value: next });
  };
  return (
    <OpenTabContext.Provider value={{ open: value ?? chosen, choose }}>
      <div className={className} data-orientation="horizontal">
        {children}
      </div>
    </OpenTabContext.Provider>
  );
}

const LoadedRoot = deferred<TabsRootProps>(
  () => import('./tabs-behaviour').then(({ TabsBehaviour }) => TabsBehaviour),
  RootShell,
);

function Root({ className, ...props }: TabsRootProps) {
  return <LoadedRoot className={join(styles.root, className)} {...props} />;
}

function List({ className, ...props }: ListProps) {
  const parts = useContext(TabPartsContext);
  const classes = join(styles.list, className);
  return parts ? (
    <parts.List className={classes} {...props} />
  ) : (
    <div role="tablist" aria-orientation="horizontal" className={classes} {...props} />
  );
}

function Trigger({ className, value, ...props }: TriggerProps) {
  const parts = useContext(TabPartsContext);
  const shell = useContext(OpenTabContext);
  const open = shell.open === value;
  const classes = join(styles.trigger, className);
  return parts ? (
    <parts.Trigger className={classes} value={value} {...props} />
  ) : (
    <button
      type="button"
      role="tab"
      aria-selected={open}
      tabIndex={open ? 0 : -1}
      data-selected={open ? '' : undefined}
      data-disabled={props.disabled ? '' : undefined}
      className={classes}
      onClick={() => shell.choose(value)}
      {...props}
    />
  );
}

function Content({ className, value, ...props }: ContentProps) {
  const parts = useContext(TabPartsContext);
  const open = useContext(OpenTabContext).open === value;
  const classes = join(styles.content, className);
  if (parts) return <parts.Content className={classes} value={value} {...props} />;
  return open ? <div role="tabpanel" className={classes} {...props} /> : null;
}

/**
 * Tab parts, used as `<Tabs.Root>`, `<Tabs.List>`, `<Tabs.Trigger>`,
 * `<Tabs.Content>`. The first render draws the tabs and the open panel;
 * the keyboard and ARIA behaviour (Ark's) arrives just after it.
 */
export const Tabs = { Root, List, Trigger, Content, preload: LoadedRoot.preload };
