import { useLingui } from '@lingui/react';
import { useCatalog } from '@puente/ui/i18n';
import { ArticlePage } from '../../components/article-page';
import { terms } from './legal-articles';
import { catalog } from './locales';

/** /terms: the terms of use. */
export function TermsScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  return <ArticlePage article={terms} eyebrow={i18n._('Legal')} />;
}
