import { useLingui } from '@lingui/react';
import { Button } from '@puente/ui';
import { useFailureToast } from '../../components/use-failure-toast';

export interface RevokeButtonProps {
  /** What it revokes, for a screen reader: the list shows many Revoke buttons. */
  label: string;
  id: number;
  /** The list's revoke write: its button is off while it revokes this one. */
  revoke: {
    isPending: boolean;
    variables: number | undefined;
    mutate: (id: number, options: { onError: (error: unknown) => void }) => void;
  };
}

/** Revoke, at the end of a class code's or an invitation's line: a failure says why. */
export function RevokeButton({ label, id, revoke }: RevokeButtonProps) {
  const { i18n } = useLingui();
  const failed = useFailureToast();
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={label}
      disabled={revoke.isPending && revoke.variables === id}
      onClick={() => revoke.mutate(id, { onError: failed })}
    >
      {i18n._('Revoke')}
    </Button>
  );
}
