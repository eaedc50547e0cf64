import {
  type ButtonHTMLAttributes,
  createContext,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from 'react';
import { classNames } from './class-names';
import * as styles from './tabs.css';

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

interface TabsState {
  open: string | undefined;
  choose(value: string): void;
  /** The id of a tab's trigger or panel (values may hold spaces; ids may not). */
  idOf(part: 'tab' | 'panel', value: string): string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabsState(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts belong inside <Tabs.Root>');
  return state;
}

function Root({ value, defaultValue, onValueChange, className, children }: TabsRootProps) {
  const [chosen, setChosen] = useState(defaultValue);
  const base = useId();
  const state: TabsState = {
    open: value ?? chosen,
    choose(next) {
      setChosen(next);
      onValueChange?.({ value: next });
    },
    idOf: (part, of) => `${base}${part}-${encodeURIComponent(of).replaceAll('%', '_')}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={classNames(styles.root, className)} data-orientation="horizontal">
        {children}
      </div>
    </TabsContext.Provider>
  );
}

/** Arrow keys move between the tabs (and open them), Home and End go to the first and last. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
  ];
  const at = tabs.indexOf(event.target as HTMLButtonElement);
  if (at < 0) return;
  const next = {
    ArrowRight: tabs[(at + 1) % tabs.length],
    ArrowLeft: tabs[(at - 1 + tabs.length) % tabs.length],
    Home: tabs[0],
    End: tabs.at(-1),
  }[event.key];
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.click();
}

function List({ className, onKeyDown, ...props }: ListProps) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={classNames(styles.list, className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

function Trigger({ className, value, onClick, ...props }: TriggerProps) {
  const tabs = useTabsState();
  const open = tabs.open === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={open}
      aria-controls={tabs.idOf('panel', value)}
      tabIndex={open ? 0 : -1}
      data-selected={open ? '' : undefined}
      data-disabled={props.disabled ? '' : undefined}
      className={classNames(styles.trigger, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !open) tabs.choose(value);
      }}
      {...props}
    />
  );
}

/** A tab's panel: hidden, not unmounted, while another tab is open, so what it holds (a half-filled form) stays. */
function Content({ className, value, ...props }: ContentProps) {
  const tabs = useTabsState();
  const open = tabs.open === value;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      hidden={!open}
      className={classNames(styles.content, className)}
      {...props}
    />
  );
}

/**
 * Tab parts, used as `<Tabs.Root>`, `<Tabs.List>`, `<Tabs.Trigger>`,
 * `<Tabs.Content>`: WAI-ARIA tabs with automatic activation. Written here
 * rather than wrapping Ark's: Ark's would have to arrive after the first
 * render (it is too large for an element's first render) and replacing the
 * first render's tabs with it would remount the panels, losing what a
 * visitor had typed in a form inside one.
 */
export const Tabs = { Root, List, Trigger, Content };
