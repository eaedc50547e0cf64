import { useLingui } from '@lingui/react';
import { AI_INSIGHT, type AiInsight, checkInCatalog } from '@puente/core';
import { Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { Brain, Lightbulb } from 'lucide-react';
import * as styles from './ai-insights.css';
import { CheckInCard } from './check-in-card';
import * as shared from './counselor-check-in.css';
import { catalog } from './locales';

/** AI Insights (SPEC §2): one suggestion for the counselor. */
export function AiInsightsCard({ insight = AI_INSIGHT }: { insight?: AiInsight }) {
  const { i18n } = useLingui();
  useCatalog(catalog, checkInCatalog);
  return (
    <CheckInCard part="ai-insights" icon={Brain} title={i18n._('AI Insights')}>
      <div className={styles.insight}>
        <Lightbulb size={20} className={styles.insightIcon} aria-hidden />
        <div className={shared.section}>
          <Text as="h3" size="md" weight="bold">
            {i18n._(insight.title)}
          </Text>
          <p className={shared.preferenceText}>{i18n._(insight.description)}</p>
        </div>
      </div>
    </CheckInCard>
  );
}
