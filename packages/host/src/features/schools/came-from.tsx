import { useLingui } from '@lingui/react';
import type { CameFrom as CameFromAnswer } from '@puente/core';
import { Badge, Stack, Text } from '@puente/ui';

/**
 * Where a student came from: the school's registered site (verified by the
 * server against the site key's origins), or an origin an old link named,
 * which anyone could have written (docs/product/schools.md).
 */
export function CameFrom({ cameFrom }: { cameFrom: CameFromAnswer | null }) {
  const { i18n } = useLingui();
  if (!cameFrom) {
    return (
      <Text as="span" size="sm" tone="muted">
        {i18n._('Invitation or class code')}
      </Text>
    );
  }
  return (
    <Stack as="span" gap="1" align="flex-start">
      {cameFrom.verified ? (
        <Badge tone="success">{i18n._('Verified school site')}</Badge>
      ) : (
        <Badge tone="warning">{i18n._('Unverified origin')}</Badge>
      )}
      <Text as="span" size="sm" tone="muted">
        {i18n._('came from {origin}', { origin: cameFrom.origin })}
      </Text>
    </Stack>
  );
}
