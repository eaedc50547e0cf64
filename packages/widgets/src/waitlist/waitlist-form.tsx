import { useLingui } from '@lingui/react';
import {
  ApiError,
  parseWith,
  type WaitlistEntry,
  waitlistCatalog,
  waitlistSchema,
} from '@puente/core';
import { Button, TextField, useForm } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { type ChangeEvent, type FormEvent, useEffect } from 'react';
import { catalog } from './locales';
import { useJoinWaitlist } from './use-join-waitlist';
import * as styles from './waitlist.css';

export interface WaitlistFormValues {
  name: string;
  email: string;
  schoolName: string;
}

export interface WaitlistFormProps {
  /** Called with the saved entry once the server accepts it. */
  onJoined?: (entry: WaitlistEntry) => void;
  /** Told when a submission starts and ends (the dialog cannot close meanwhile). */
  onPendingChange?: (pending: boolean) => void;
}

const EMPTY: WaitlistFormValues = { name: '', email: '', schoolName: '' };
const FIELDS = ['name', 'email', 'schoolName'] as const;
const check = (values: WaitlistFormValues) => parseWith(waitlistSchema, values);

/**
 * Name, email and school name (SPEC §5). Validates on submit, then again on
 * every change; the typed values stay when the server refuses them.
 */
function WaitlistFormContent({ onJoined, onPendingChange }: WaitlistFormProps) {
  const [values, errors, update, submit, formRef, setErrors] = useForm(EMPTY, check, FIELDS);
  const join = useJoinWaitlist(onJoined);
  const { i18n } = useLingui();
  const pending = join.isPending;

  useEffect(() => {
    onPendingChange?.(pending);
    // A successful join can unmount the form mid-flight (thank-you view): say it ended.
    return () => {
      if (pending) onPendingChange?.(false);
    };
  }, [pending, onPendingChange]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) =>
    update({ ...values, [event.target.name]: event.target.value });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const request = submit();
    if (!request) return;
    join.mutate(request, {
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fieldErrors);
      },
    });
  };

  const field = (name: (typeof FIELDS)[number]) => ({
    name,
    value: values[name],
    onChange,
    error: errors[name]?.[0],
    readOnly: pending,
    part: 'input',
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate part="form">
      <TextField
        label={i18n._('Name')}
        autoComplete="name"
        placeholder={i18n._('Your name')}
        {...field('name')}
      />
      <TextField
        label={i18n._('Email')}
        type="email"
        autoComplete="email"
        placeholder={i18n._('you@school.edu')}
        {...field('email')}
      />
      <TextField
        label={i18n._('School name')}
        autoComplete="organization"
        placeholder={i18n._('Your school')}
        {...field('schoolName')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={pending} fullWidth part="submit">
          {pending ? i18n._('Joining...') : i18n._('Join Waitlist')}
        </Button>
      </div>
    </form>
  );
}

/** The waitlist form in a query cache (the element brings its own with it: the form is its first render). */
export function WaitlistForm(props: WaitlistFormProps) {
  useCatalog(catalog, waitlistCatalog);
  return <WaitlistFormContent {...props} />;
}
