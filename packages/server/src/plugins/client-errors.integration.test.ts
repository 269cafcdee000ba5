import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, errorMessage } from '@backline/domain';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(() => t?.dispose());

/** Writes `raw` to a fresh connection and reads until the server closes it. */
function exchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    // The server closes at once: a reset after its answer arrived still leaves the answer.
    socket.on('error', (error) => (chunks.length > 0 ? undefined : reject(error)));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.write(raw);
  });
}

/** Status line, headers (lower-case names) and body of one raw HTTP answer. */
function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe("requests Node's HTTP parser refuses", () => {
  it('answers a malformed request line in the error schema', async () => {
    const answer = parse(await exchange('THIS IS NOT HTTP\r\n\r\n'));
    expect(answer.status).toBe(422);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(JSON.parse(answer.body)).toEqual({
      code: 'request.malformed',
      message: errorMessage('request.malformed', 'de'),
    });
  });

  it('answers headers over the size limit with 431 in the error schema', async () => {
    const answer = parse(
      await exchange(
        `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(17 * 1024)}\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(431);
    const body = ApiErrorSchema.parse(JSON.parse(answer.body));
    expect(body).toEqual({
      code: 'request.headers_too_large',
      message: errorMessage('request.headers_too_large', 'de'),
    });
  });

  it('still serves well-formed requests', async () => {
    const answer = parse(
      await exchange('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
    );
    expect(answer.status).toBe(200);
  });
});
