import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Fastify's `trustProxy` for `TRUST_PROXY`. A list of proxy addresses and ranges goes to Fastify
 * as it is: the client address is the last one in `X-Forwarded-For` that is not a listed proxy,
 * and the header of anyone else is ignored. A number of hops trusts the connection's peer and the
 * last `hops - 1` entries of the header, whoever sent it (Fastify's own number option trusts no
 * hop at all): only right when the server cannot be reached except through those proxies.
 */
export function trustProxyOption(
  trustProxy: Config['trustProxy'],
): NonNullable<FastifyServerOptions['trustProxy']> {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address: string, hop: number) => hop < hops;
}
