import { useLingui } from '@lingui/react';
import type { AssistantUsage } from '@puente/core';
import { Text } from '@puente/ui';
import { useCatalog, useLocale } from '@puente/ui/i18n';
import { useAssistantUsage } from '@puente/widgets/data';
import { CardSection } from '../../components/card-section';
import { catalog } from './locales';

/**
 * What the school's assistant used this month (docs/assistant.md), when a
 * model answers; the canned assistant costs nothing, and the server says 404.
 */
export function AssistantUsageCard() {
  const usage = useAssistantUsage();
  return usage.data ? <AssistantUsageLine usage={usage.data} /> : null;
}

export function AssistantUsageLine({ usage }: { usage: AssistantUsage }) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  // '1.9M' tokens: a month's count in millions reads at a glance.
  const amount = new Intl.NumberFormat(useLocale(), {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(usage.tokens);
  return (
    <CardSection id="assistant-usage-title" title={i18n._('AI assistant')}>
      <Text>
        {i18n._(
          'This month: {answers, plural, one {# answer} other {# answers}}, {tokens, plural, one {{amount} token} other {{amount} tokens}}',
          { answers: usage.answers, tokens: usage.tokens, amount },
        )}
      </Text>
    </CardSection>
  );
}
