import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivateInput } from '@backline/domain';
import { setToken } from '../../../lib/session-storage.ts';
import { activateAccount } from '../api/activate-account.ts';
import { meQuery } from '../api/fetch-me.ts';

/** Activates with the mailed code and signs in as the login does: token stored, user loaded. */
export function useActivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ActivateInput) => {
      const { token } = await activateAccount(input);
      queryClient.clear();
      setToken(token);
      return queryClient.fetchQuery(meQuery);
    },
  });
}
