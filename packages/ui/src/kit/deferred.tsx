import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import * as styles from './deferred.css';
import { useAfterPress } from './use-after-press';
import { whenIdle } from './when-idle';

/** What a visitor did to a shell before its behaviour arrived. */
export interface DeferredIntent {
  /** Pressed the shell's trigger: the loaded part opens at once. */
  open: boolean;
  /** Chose a value in the shell (a tab): the loaded part starts with it. */
  value?: string;
}

const IntentContext = createContext<DeferredIntent | null>(null);

/** The intent the shell recorded (the shell writes it, the loaded part reads it). */
export function useDeferredIntent(): DeferredIntent {
  return useContext(IntentContext) ?? { open: false };
}

export type DeferredComponent<P> = ((props: P) => ReactNode) & {
  /** Fetches the behaviour now (a test, or a page that knows it will be needed). */
  preload(): Promise<void>;
};

const FOCUSABLE =
  ':is(button, input, select, textarea, a[href], [tabindex]):not([tabindex="-1"]):not([disabled])';

/**
 * A part whose behaviour (an Ark state machine, a positioning engine) is a
 * chunk of its own, fetched once the page is idle after the first render
 * (within 2 s): until it arrives,
 * `Shell` draws the same markup without the behaviour, so an element's first
 * render does not wait for code it does not show yet. Focus and a press on
 * the shell carry over to the loaded part. If the chunk cannot be fetched the
 * shell stays, and the next render of the part tries again.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Shell: ComponentType<P>,
): DeferredComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function Deferred(props: P) {
    const [Part, setPart] = useState(() => Loaded);
    const intent = useRef<DeferredIntent>({ open: false });
    const box = useRef<HTMLSpanElement>(null);
    // Which of the part's focusable nodes has focus (-1: none), to give it back after the swap.
    const focused = useRef(-1);
    const afterPress = useAfterPress(box);

    useEffect(() => {
      if (Part) return;
      let current = true;
      const cancel = whenIdle(() => {
        preload().then(
          () => afterPress(() => current && setPart(() => Loaded)),
          () => {},
        );
      });
      return () => {
        current = false;
        cancel();
      };
    }, [Part, afterPress]);

    // The shell's nodes leave the page with the swap: the same node of the loaded part takes the focus.
    useLayoutEffect(() => {
      if (!Part || focused.current < 0) return;
      box.current?.querySelectorAll<HTMLElement>(FOCUSABLE)[focused.current]?.focus();
    }, [Part]);

    useEffect(() => {
      const element = box.current;
      if (!element) return;
      const root = element.getRootNode() as Document | ShadowRoot;
      const focusedIndex = () =>
        [...element.querySelectorAll(FOCUSABLE)].indexOf(root.activeElement as Element);
      const onFocusIn = () => {
        focused.current = focusedIndex();
      };
      // focusout also fires when the focused node leaves the page: a swap keeps the index.
      const onFocusOut = () =>
        queueMicrotask(() => {
          if (!element.isConnected) return;
          if (!element.contains(root.activeElement)) focused.current = -1;
        });
      element.addEventListener('focusin', onFocusIn);
      element.addEventListener('focusout', onFocusOut);
      return () => {
        element.removeEventListener('focusin', onFocusIn);
        element.removeEventListener('focusout', onFocusOut);
      };
    }, []);

    return (
      <span ref={box} className={styles.contents}>
        <IntentContext.Provider value={intent.current}>
          {Part ? <Part {...props} /> : <Shell {...props} />}
        </IntentContext.Provider>
      </span>
    );
  }

  return Object.assign(Deferred, { preload });
}
