import { AppError } from '@backline/domain';
import { useLocation } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { isKeyLoginFailedState } from '../hooks/use-key-login.ts';

const KEY_LOGIN_FAILED = new AppError('auth.invalid_credentials');

/** On `/login` after a one-time key did not work: 'Unknown account or wrong credentials'. */
export function KeyLoginError() {
  const { state } = useLocation();
  if (!isKeyLoginFailedState(state)) return null;
  return <ErrorAlert error={KEY_LOGIN_FAILED} sx={{ mb: 2 }} />;
}
