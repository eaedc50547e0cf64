import { useLingui } from '@lingui/react';
import { Card, Tabs } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useState } from 'react';
import { useParams } from 'react-router';
import { catalog as authCatalog } from '../../features/auth/locales';
import { LoginForm } from '../../features/auth/login-form';
import { RegisterForm } from '../../features/auth/register-form';
import { InvitationScreen } from '../../features/join-school/invitation-screen';

/** /join/:token: an invitation link; a signed-out visitor registers or signs in on the same page. */
export default function InvitationRoute() {
  const { token = '' } = useParams();
  return <InvitationScreen key={token} token={token} signIn={<SignInHere />} />;
}

/** The auth screen's two forms, staying on the invitation once signed in (it then offers Join). */
function SignInHere() {
  const { i18n } = useLingui();
  useCatalog(authCatalog);
  const [tab, setTab] = useState<'register' | 'login'>('register');
  const stay = () => {};
  return (
    <Card>
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as typeof tab)}>
        <Tabs.List aria-label={i18n._('Register or sign in')}>
          <Tabs.Trigger value="register">{i18n._('Register')}</Tabs.Trigger>
          <Tabs.Trigger value="login">{i18n._('Login')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="register">
          <RegisterForm onSignedIn={stay} onSwitch={() => setTab('login')} />
        </Tabs.Content>
        <Tabs.Content value="login">
          <LoginForm onSignedIn={stay} onSwitch={() => setTab('register')} />
        </Tabs.Content>
      </Tabs.Root>
    </Card>
  );
}
