import { Text } from '@puente/ui';
import { useFailureText } from '../../components/use-failure-text';
import { problem } from '../../styles/layout.css';

/** Why a write failed, under the control that tried it: the server's sentence, else a network message. */
export function WriteFailure({ error }: { error: Error | null }) {
  const failureText = useFailureText();
  if (!error) return null;
  return (
    <Text role="alert" className={problem}>
      {failureText(error)}
    </Text>
  );
}
