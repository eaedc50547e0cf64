import { useLingui } from '@lingui/react';
import { choosingCatalog, programmeFacts, type Translate } from '@puente/core';
import { Card, Fact, PageHeader, Stack, Text } from '@puente/ui';
import { useCatalog, useLocale } from '@puente/ui/i18n';
import { ButtonLink } from '../../components/button-link';
import { CentredPage } from '../../components/centred-page';
import { PlaceholderScreen } from '../../components/placeholder-screen';
import { ScreenLoading } from '../../components/screen-loading';
import { ShareLink } from '../../components/share-link';
import { shareMessage } from '../../components/share-message';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { facts } from '../../styles/layout.css';
import { catalog } from './locales';
import { useSharedProgrammes } from './use-shared-programmes';

/** `/programmes/:id`: one programme, readable signed out, to share with the family. */
export function SharedProgrammeScreen({ programmeId }: { programmeId: number }) {
  const { i18n } = useLingui();
  useCatalog(catalog, choosingCatalog);
  const locale = useLocale();
  const say: Translate = (id, values) => i18n._(id, values);
  const found = useSharedProgrammes([programmeId]);
  const programme = found.data?.[0];
  usePageTitle(programme?.programName ?? i18n._('Programme'));
  if (found.isPending) {
    return <ScreenLoading label={i18n._('Loading')} />;
  }
  if (!programme) {
    return (
      <PlaceholderScreen
        title={i18n._('This programme is not in the catalogue')}
        description={i18n._(
          'It may have been removed. Search the foundation programmes for another.',
        )}
        actions={
          <ButtonLink to={paths.foundationPrograms.getHref()} variant="outline">
            {i18n._('Find programmes')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <CentredPage width={48}>
      <PageHeader eyebrow={programme.universityName} title={programme.programName} />
      <Card>
        <dl className={facts.list}>
          {Object.values(programmeFacts(say, locale)).map((fact) => (
            <Fact key={fact.label} styles={facts} label={fact.label}>
              {fact.value(programme)}
            </Fact>
          ))}
        </dl>
      </Card>
      <Stack gap="2">
        <Text as="h2" look="sectionTitle">
          {i18n._('Share with your family')}
        </Text>
        <ShareLink
          link={paths.programme.getHref(programme.id)}
          label={i18n._('Link to this programme')}
          message={(url) => shareMessage(say, [programme], url)}
        />
      </Stack>
    </CentredPage>
  );
}
