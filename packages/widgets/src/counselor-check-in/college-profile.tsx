import { deferred, useDeferredIntent } from '@puente/ui';
import { cloneElement, type MouseEvent, type ReactElement } from 'react';
import type { CollegeProfileDialogProps } from './college-profile-dialog';

/** The dialog's button as the check-in's first render draws it; a press opens the dialog when it arrives. */
function CollegeProfileButton({ trigger }: CollegeProfileDialogProps) {
  const intent = useDeferredIntent();
  return cloneElement(trigger as ReactElement<{ onClick?: (event: MouseEvent) => void }>, {
    onClick: () => {
      intent.open = true;
    },
  });
}

/**
 * The College Profile button and its dialog. The dialog, its tabs and the
 * college list are a chunk of their own, fetched just after the check-in's
 * first render, which shows only the button.
 */
export const CollegeProfile = deferred<CollegeProfileDialogProps>(
  () => import('./college-profile-dialog').then(({ CollegeProfileDialog }) => CollegeProfileDialog),
  CollegeProfileButton,
);
