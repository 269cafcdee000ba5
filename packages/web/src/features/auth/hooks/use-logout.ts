import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearToken } from '../../../lib/session-storage.ts';
import { logout } from '../api/logout.ts';

/** Signs out here and on the server; a failed server call still signs out locally. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mutateAsync } = useMutation({
    // The local sign-out below is what matters to the user, whatever the server answers.
    mutationFn: () => logout().catch(() => undefined),
    onSettled: async () => {
      clearToken();
      queryClient.clear();
      await navigate('/', { replace: true });
    },
  });
  return useCallback(() => mutateAsync(), [mutateAsync]);
}
