import { ForgotPasswordScreen } from '../../features/password-reset/forgot-password-screen';

/** /forgot-password: a reset link by email, or how to ask the school for one. */
export default function ForgotPasswordRoute() {
  return <ForgotPasswordScreen />;
}
