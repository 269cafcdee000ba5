import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetInput } from '@backline/domain';
import { setToken } from '../../../lib/session-storage.ts';
import { resetPassword } from '../api/reset-password.ts';
import { meQuery } from '../api/fetch-me.ts';

/** Sets the new password and signs in as activation does: token stored, user loaded. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PasswordResetInput) => {
      const { token } = await resetPassword(input);
      queryClient.clear();
      setToken(token);
      return queryClient.fetchQuery(meQuery);
    },
  });
}
