import { useParams } from 'react-router';
import { ResetPasswordScreen } from '../../features/password-reset/reset-password-screen';

/** /reset-password/:token: a reset link sets a new password. */
export default function ResetPasswordRoute() {
  const { token = '' } = useParams();
  return <ResetPasswordScreen key={token} token={token} />;
}
