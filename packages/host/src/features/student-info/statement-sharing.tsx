import { useLingui } from '@lingui/react';
import { Checkbox, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useShareStatement, useStatementSharing } from '@puente/widgets/data';
import { useFailureToast } from '../../components/use-failure-toast';
import { catalog } from './locales';

/**
 * The student's choice whether their linked parents may read their personal
 * statements' text (not until they tick it); the counts they always see.
 */
export function StatementSharing() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const failed = useFailureToast();
  const sharing = useStatementSharing();
  const share = useShareStatement();
  if (!sharing.data) return null;
  const shared = share.isPending ? (share.variables ?? sharing.data.shared) : sharing.data.shared;
  return (
    <div>
      <Checkbox
        label={i18n._('Let my parents read my personal statements')}
        checked={shared}
        disabled={share.isPending}
        onCheckedChange={(checked) =>
          share.mutate(checked, {
            onError: failed,
          })
        }
      />
      <Text size="sm" tone="muted">
        {i18n._(
          'They always see how many words you have written and whether each statement is finished.',
        )}
      </Text>
    </div>
  );
}
