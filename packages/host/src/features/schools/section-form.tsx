import { Button, Stack } from '@puente/ui';
import type { FormEvent, ReactNode, RefObject } from 'react';

export interface SectionFormProps {
  /** The form's name, for a screen reader: the section holds more than the form. */
  label: string;
  /** The form's element, from `useForm`. */
  formRef?: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's label; the button shows it is busy while `pending`. */
  submitLabel: string;
  pending: boolean;
  /** The fields. */
  children: ReactNode;
}

/** A form in an admin's section, above what it adds to: its fields, then a secondary submit button. */
export function SectionForm({
  label,
  formRef,
  onSubmit,
  submitLabel,
  pending,
  children,
}: SectionFormProps) {
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="3">
        {children}
        <div>
          <Button type="submit" variant="secondary" loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
