import { useLingui } from '@lingui/react';
import { errorMessage } from '@puente/core';
import { Text } from '@puente/ui';
import { problem } from '../../styles/layout.css';

/** Why a write failed, under the control that tried it: the server's sentence, else a network message. */
export function WriteFailure({ error }: { error: Error | null }) {
  const { i18n } = useLingui();
  if (!error) return null;
  return (
    <Text role="alert" className={problem}>
      {errorMessage(error, i18n._('Please try again.'), (id) => i18n._(id))}
    </Text>
  );
}
