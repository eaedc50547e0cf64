import { useLingui } from '@lingui/react';
import {
  choosingCatalog,
  type FoundationProgramme,
  type ProgrammeFact,
  type ProgrammeFactName,
  programmeFacts,
  type Translate,
} from '@puente/core';
import {
  type ComparisonRow,
  ComparisonTable,
  FirstYearCost,
  PageHeader,
  Stack,
  Text,
} from '@puente/ui';
import { useCatalog, useLocale } from '@puente/ui/i18n';
import { useExchangeRate } from '@puente/widgets/data';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { PlaceholderScreen } from '../../components/placeholder-screen';
import { ScreenLoading } from '../../components/screen-loading';
import { ShareLink } from '../../components/share-link';
import { shareMessage } from '../../components/share-message';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { container } from '../../styles/layout.css';
import { catalog } from './locales';
import { useSharedProgrammes } from './use-shared-programmes';

type CompareRow = ComparisonRow<FoundationProgramme>;

/** The shared facts, with each programme's first year, all costs, after its tuition. */
function compareRows(
  { university, region, tuition, ...rest }: Record<ProgrammeFactName, ProgrammeFact>,
  firstYear: CompareRow,
): CompareRow[] {
  return [university, region, tuition, firstYear, ...Object.values(rest)];
}

/** `/compare?ids=1,2,3`: up to three programmes side by side, readable signed out, to share. */
export function SharedCompareScreen({ programmeIds }: { programmeIds: readonly number[] }) {
  const { i18n } = useLingui();
  useCatalog(catalog, choosingCatalog);
  const locale = useLocale();
  const say: Translate = (id, values) => i18n._(id, values);
  const found = useSharedProgrammes(programmeIds);
  const rate = useExchangeRate();
  usePageTitle(i18n._('Compare programmes'));
  if (found.isPending) {
    return <ScreenLoading label={i18n._('Loading')} />;
  }
  const programmes = found.data ?? [];
  if (programmes.length === 0) {
    return (
      <PlaceholderScreen
        title={i18n._('Nothing to compare')}
        description={i18n._('This link names no programme in the catalogue.')}
        actions={
          <ButtonLink to={paths.foundationPrograms.getHref()} variant="outline">
            {i18n._('Find programmes')}
          </ButtonLink>
        }
      />
    );
  }
  const rows = compareRows(programmeFacts(say, locale), {
    label: i18n._('First year, all costs (estimate)'),
    value: (programme) => <FirstYearCost programme={programme} rate={rate} />,
  });
  return (
    <div className={container}>
      <Stack gap="6">
        <PageHeader
          title={i18n._('Compare programmes')}
          lead={i18n._('{count, plural, one {# programme} other {# programmes}} side by side', {
            count: programmes.length,
          })}
        />
        <ComparisonTable
          items={programmes}
          corner={i18n._('Programme')}
          heading={(programme) => (
            <Link to={paths.programme.getHref(programme.id)} lang="en">
              {programme.programName}
            </Link>
          )}
          rows={rows}
        />
        <Stack gap="2">
          <Text as="h2" look="sectionTitle">
            {i18n._('Share with your family')}
          </Text>
          <ShareLink
            link={paths.compare.getHref(programmes.map(({ id }) => id))}
            label={i18n._('Link to this comparison')}
            message={(url) => shareMessage(say, programmes, url)}
          />
        </Stack>
      </Stack>
    </div>
  );
}
