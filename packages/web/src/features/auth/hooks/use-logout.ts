import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearToken, getToken } from '../../../lib/session-storage.ts';
import { logout } from '../api/logout.ts';

/**
 * Signs out here, then on the server; a failed server call still signs out locally. The tab lets
 * go of the token first: a request of its own (a refetch, a counter) that went out after the
 * server ended the session would be answered 401 and send the person to the sign-in page.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const token = getToken();
    clearToken();
    await queryClient.cancelQueries();
    queryClient.clear();
    await navigate('/', { replace: true });
    // The local sign-out is what matters to the user, whatever the server answers.
    if (token) await logout(token).catch(() => undefined);
  }, [queryClient, navigate]);
}
