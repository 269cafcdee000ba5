import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { addRequestLog } from './request-log.ts';

it('writes one line per request, with the route and without the query', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true });
  addRequestLog(app);
  app.get('/api/user/activate/:id', async () => ({ ok: true }));
  await app.ready();
  const response = await app.inject({ url: '/api/user/activate/ab12?code=SECRET1' });
  expect(response.statusCode).toBe(200);
  await app.close();

  const requests = lines.filter((line) => line['msg'] === 'request');
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({
    method: 'GET',
    path: '/api/user/activate/ab12',
    route: '/api/user/activate/:id',
    status: 200,
  });
  expect(typeof requests[0]!['ms']).toBe('number');
  expect(JSON.stringify(lines)).not.toContain('SECRET1');
});

it('logs the arrival of a request only at the debug level, without the query', async () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  for (const level of ['info', 'debug'] as const) {
    const app = Fastify({ logger: { level, stream }, disableRequestLogging: true });
    addRequestLog(app);
    app.get('/api/probe', async () => ({ ok: true }));
    await app.ready();
    await app.inject({ url: '/api/probe?code=SECRET2', headers: { 'x-request-id': level } });
    await app.close();
  }
  const received = lines.filter((line) => line['msg'] === 'request received');
  expect(received).toHaveLength(1);
  expect(received[0]).toMatchObject({ method: 'GET', path: '/api/probe' });
  expect(JSON.stringify(lines)).not.toContain('SECRET2');
});
