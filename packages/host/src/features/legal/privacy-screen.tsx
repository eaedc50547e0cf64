import { useLingui } from '@lingui/react';
import { PRIVACY_NOTICE_VERSION } from '@puente/core';
import { Text } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { ArticlePage } from '../../components/article-page';
import { privacyNotice } from './legal-articles';
import { catalog } from './locales';

/** /privacy: the aviso de privacidad, with the version a registration consents to. */
export function PrivacyScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const format = useFormat();
  return (
    <ArticlePage article={privacyNotice} eyebrow={i18n._('Legal')}>
      <Text tone="muted">
        {i18n._('Version of {date}', { date: format.longDay(PRIVACY_NOTICE_VERSION) })}
      </Text>
    </ArticlePage>
  );
}
