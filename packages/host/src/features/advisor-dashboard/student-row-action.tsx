import { Trans } from '@lingui/react';
import { Button, Table, VisuallyHidden } from '@puente/ui';
import type { ReactNode } from 'react';

export interface StudentRowActionProps {
  /** The button's message id: what it does, then `<0> of {name}</0>`, which only a screen reader hears. */
  message: string;
  /** The student's name, which tells one row's button from another's. */
  name: string;
  icon?: ReactNode;
  onClick: () => void;
}

/** The action at the end of a student's row in the advisor's tables. */
export function StudentRowAction({ message, name, icon, onClick }: StudentRowActionProps) {
  return (
    <Table.Cell align="end">
      <Button variant="outline" size="sm" onClick={onClick}>
        {icon}
        <Trans id={message} values={{ name }} components={{ 0: <VisuallyHidden /> }} />
      </Button>
    </Table.Cell>
  );
}
