import { type FormEvent, type KeyboardEvent, type ReactNode, type Ref, useId } from 'react';
import { Button } from './button';
import { classNames } from './class-names';
import * as styles from './composer.css';
import * as fieldStyles from './field.css';
import { VisuallyHidden } from './visually-hidden';

export interface ComposerProps {
  /** Names the text box; shown above it unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  /** Called with the trimmed text when the student presses Enter or the send button. */
  onSend: (text: string) => void;
  /** The send button's content (an icon needs `sendAccessibleLabel`). */
  sendLabel: ReactNode;
  sendAccessibleLabel?: string;
  /** Busy: the text box is disabled and the button shows `busyLabel` with a spinner. */
  busy?: boolean;
  busyLabel?: string;
  /** Disables the text box and the button, e.g. once a conversation has ended. */
  disabled?: boolean;
  /** Keeps the text box usable but refuses to send, e.g. while a reply is on its way. */
  sendBlocked?: boolean;
  placeholder?: string;
  rows?: number;
  /** `inline`: the button beside the text box (chats); `stacked`: under it. */
  layout?: 'inline' | 'stacked';
  /** The text box, e.g. to focus it after an example question filled it in. */
  inputRef?: Ref<HTMLTextAreaElement>;
  /** `::part` names of the text box and the button inside a custom element. */
  parts?: { input?: string; send?: string };
}

/**
 * A text box with a send button (SPEC §5): Enter sends, Shift+Enter starts a
 * new line, and empty or whitespace-only text is never sent.
 */
export function Composer({
  label,
  hideLabel = false,
  value,
  onValueChange,
  onSend,
  sendLabel,
  sendAccessibleLabel,
  busy = false,
  busyLabel,
  disabled = false,
  sendBlocked = false,
  placeholder,
  rows = 2,
  layout = 'inline',
  inputRef,
  parts,
}: ComposerProps) {
  const id = `composer${useId().replace(/:/g, '')}`;
  const canSend = value.trim() !== '' && !busy && !disabled && !sendBlocked;

  const send = () => {
    if (canSend) onSend(value.trim());
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const labelText = hideLabel ? <VisuallyHidden>{label}</VisuallyHidden> : label;
  return (
    <form
      className={classNames(styles.form, layout === 'stacked' && styles.stacked)}
      onSubmit={onSubmit}
    >
      <div className={styles.field}>
        <label htmlFor={id} className={hideLabel ? undefined : fieldStyles.label}>
          {labelText}
        </label>
        <textarea
          ref={inputRef}
          id={id}
          className={[fieldStyles.textarea, styles.textarea].join(' ')}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          rows={rows}
          disabled={disabled || busy}
          part={parts?.input}
        />
      </div>
      <Button
        type="submit"
        loading={busy}
        disabled={!canSend && !busy}
        aria-label={busy ? undefined : sendAccessibleLabel}
        className={styles.send}
        part={parts?.send}
      >
        {busy && busyLabel ? busyLabel : sendLabel}
      </Button>
    </form>
  );
}
