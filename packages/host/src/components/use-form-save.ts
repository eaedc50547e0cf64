import { ApiError, type FieldErrors } from '@puente/core';
import type { ToastInput } from '@puente/ui';
import { useToast } from '@puente/ui/providers';
import type { FormEvent } from 'react';
import { useFailureToast } from './use-failure-toast';

/**
 * A form's write failing: the server's field messages beside their fields
 * (a 400 with `fieldErrors`), anything else as a toast.
 */
function useFormFailure(setErrors: (errors: FieldErrors) => void) {
  const failed = useFailureToast();
  return (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
      setErrors(error.fieldErrors);
    } else failed(error);
  };
}

/**
 * A form's submit handler over `useForm`'s `submit` and a mutation: a valid
 * request is written, then `saved` is toasted; a refusal shows as above.
 */
export function useFormSave<Request>({
  submit,
  setErrors,
  save,
  saved,
}: {
  submit: () => Request | undefined;
  setErrors: (errors: FieldErrors) => void;
  save: (
    request: Request,
    handlers: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  saved: ToastInput;
}) {
  const { toast } = useToast();
  const failed = useFormFailure(setErrors);
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = submit();
    if (request) save(request, { onSuccess: () => toast(saved), onError: failed });
  };
}
