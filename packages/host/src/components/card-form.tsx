import { Button, Card, Stack } from '@puente/ui';
import type { FormEvent, ReactNode, RefObject } from 'react';

export interface CardFormProps {
  /** The form's element, from `useForm`. */
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's label; the button shows it is busy while `pending`. */
  submitLabel: string;
  pending: boolean;
  /** A note in the card above the form. */
  note?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/** A form alone in a card: its fields, then its submit button, as wide as its label. */
export function CardForm({
  formRef,
  onSubmit,
  submitLabel,
  pending,
  note,
  children,
}: CardFormProps) {
  return (
    <Card>
      {note}
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          {children}
          <div>
            <Button type="submit" loading={pending}>
              {submitLabel}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
