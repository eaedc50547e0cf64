import { useLingui } from '@lingui/react';
import { Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { Link } from 'react-router';
import { type Article, ArticlePage } from '../../components/article-page';
import { paths } from '../../config/paths';
import { catalog } from './locales';

/** One help topic's page (/help/...), with the way back to the others and to contact. */
export function HelpTopicScreen({ article }: { article: Article }) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  return (
    <ArticlePage
      article={article}
      eyebrow={i18n._('Help')}
      footer={
        <Text>
          <Link to={paths.help.getHref()}>{i18n._('All help topics')}</Link>
          {' · '}
          <Link to={paths.contact.getHref()}>{i18n._('Contact us')}</Link>
        </Text>
      }
    />
  );
}
