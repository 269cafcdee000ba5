import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setToken } from '../../../lib/session-storage.ts';
import { createToken, type PasswordCredentials } from '../api/create-token.ts';
import { meQuery } from '../api/fetch-me.ts';

/** Signs in: gets a token, stores it (storage and cookie), then loads the user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: PasswordCredentials) => {
      const { token } = await createToken(credentials);
      queryClient.clear();
      setToken(token);
      return queryClient.fetchQuery(meQuery);
    },
  });
}
