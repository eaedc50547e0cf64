import { useLingui } from '@lingui/react';
import { AI_INSIGHT, type AiInsight, checkInCatalog } from '@puente/core';
import { Card, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { Brain, Lightbulb } from 'lucide-react';
import { useId } from 'react';
import * as styles from './ai-insights.css';
import * as shared from './counselor-check-in.css';
import { catalog } from './locales';

/** AI Insights (SPEC §2): one suggestion for the counselor. */
export function AiInsightsCard({ insight = AI_INSIGHT }: { insight?: AiInsight }) {
  const { i18n } = useLingui();
  useCatalog(catalog, checkInCatalog);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} part="ai-insights">
      <h2 id={titleId} className={shared.cardTitle}>
        <Brain size={20} className={shared.cardIcon} aria-hidden />

        {i18n._('AI Insights')}
      </h2>
      <div className={styles.insight}>
        <Lightbulb size={20} className={styles.insightIcon} aria-hidden />
        <div className={shared.section}>
          <Text as="h3" size="md" weight="bold">
            {i18n._(insight.title)}
          </Text>
          <p className={shared.preferenceText}>{i18n._(insight.description)}</p>
        </div>
      </div>
    </Card>
  );
}
