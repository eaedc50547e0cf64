import { useLingui } from '@lingui/react';
import { Button, Stack, Text } from '@puente/ui';
import { Info } from 'lucide-react';
import { type ReactNode, useId } from 'react';

/**
 * An action the SPEC names but gives nothing to do yet: disabled, and saying
 * so beside it, so it is not mistaken for a button that failed to load.
 */
export function NotYetAction({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  const whyId = useId();
  return (
    <Stack direction="row" wrap align="center" gap="2">
      <Button variant="outline" size="sm" disabled aria-describedby={whyId}>
        {children}
      </Button>
      <Text as="span" id={whyId} size="sm" tone="muted">
        <Info size={14} aria-hidden /> {i18n._('Not available in Puente yet')}
      </Text>
    </Stack>
  );
}
