import { useLingui } from '@lingui/react';
import { Card, Grid, PageHeader, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { container } from '../../styles/layout.css';
import { helpIndex } from './help-articles';
import { catalog } from './locales';

/** /help: the questions families ask first, each a page, and the way to ask another. */
export function HelpScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  usePageTitle(i18n._(helpIndex.title));
  return (
    <div className={container}>
      <Stack gap="8">
        <PageHeader title={i18n._(helpIndex.title)} lead={i18n._(helpIndex.lead)} />
        <Grid as="ul" columns="wide2" gap="4">
          {helpIndex.topics.map(({ article, to }) => (
            <li key={to}>
              <Card>
                <Stack gap="2">
                  <Text as="h2" size="lg" weight="bold">
                    <Link to={to}>{i18n._(article.title)}</Link>
                  </Text>
                  <Text tone="muted">{i18n._(article.lead)}</Text>
                </Stack>
              </Card>
            </li>
          ))}
        </Grid>
        <Text>
          {i18n._('Another question?')}{' '}
          <Link to={paths.contact.getHref()}>{i18n._('Contact us')}</Link>
        </Text>
      </Stack>
    </div>
  );
}
