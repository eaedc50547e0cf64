import { useLingui } from '@lingui/react';
import { PageHeader, Section, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { useContactEmail } from '../../config/contact';
import { paths } from '../../config/paths';
import { container, measure } from '../../styles/layout.css';
import { contactPage } from './help-articles';
import { catalog } from './locales';

/** /contact: whom to ask, and how to ask about your data. */
export function ContactScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  usePageTitle(i18n._(contactPage.title));
  const address = useContactEmail();
  const email = address ? <a href={`mailto:${address}`}>{address}</a> : null;
  return (
    <div className={container}>
      <Stack gap="8" className={measure[40]}>
        <PageHeader title={i18n._(contactPage.title)} lead={i18n._(contactPage.lead)} />
        <Section title={i18n._('Your school first')}>
          <Text>
            {i18n._(
              'If your school uses Puente, your counselor knows your plans and can answer most questions, including help with your account.',
            )}
          </Text>
        </Section>
        <Section title={i18n._('Write to us')}>
          <Text>
            {i18n._('For anything else, write to')} {email}
          </Text>
        </Section>
        <Section title={i18n._('Your data')}>
          <Text>
            {i18n._(
              'To access, correct or delete your data, or to object to its use (your ARCO rights), write to the same address with “ARCO” in the subject.',
            )}{' '}
            <Link to={paths.privacy.getHref()}>{i18n._('Read the privacy notice')}</Link>
          </Text>
        </Section>
      </Stack>
    </div>
  );
}
