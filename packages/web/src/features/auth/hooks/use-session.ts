import { useQuery } from '@tanstack/react-query';
import type { Me } from '@backline/domain';
import { meQuery } from '../api/fetch-me.ts';
import { useToken } from './use-token.ts';

export type Session =
  | { status: 'anonymous'; user: null }
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: Me }
  | { status: 'error'; user: null; error: unknown };

/** Who is signed in: no token → anonymous; otherwise the user from `GET /api/user/me`. */
export function useSession(): Session {
  const token = useToken();
  const query = useQuery({ ...meQuery, enabled: token !== null });
  if (token === null) return { status: 'anonymous', user: null };
  if (query.data) return { status: 'authenticated', user: query.data.user };
  if (query.isError) return { status: 'error', user: null, error: query.error };
  return { status: 'loading', user: null };
}
