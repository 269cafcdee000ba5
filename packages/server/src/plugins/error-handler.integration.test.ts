import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ApiErrorSchema, AppError, type ApiError } from '@backline/domain';
import { buildTestApp, nextTestAddress, type TestApp } from '../test/build-test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) => {
      // A service that finds several fields wrong at once, and one that parses on its own.
      app.post('/api/test/rules', async () => {
        throw new AppError('validation.too_long', {
          field: 'title',
          errors: [
            { code: 'validation.too_long', field: 'title' },
            { code: 'validation.invalid_date', field: 'dates.1.startsAt' },
          ],
        });
      });
      app.get('/api/test/parse', async () =>
        z.object({ a: z.number(), b: z.string() }).parse({ a: 'x', b: 2 }),
      );
    },
  });
});

afterAll(() => t?.dispose());

/** The answer, checked against the one error contract. */
function errorOf(response: { statusCode: number; json: () => unknown }): ApiError {
  expect(response.statusCode).toBe(422);
  return ApiErrorSchema.parse(response.json());
}

describe('invalid input', () => {
  it('lists every invalid field of a body, the first as code and field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account',
      remoteAddress: nextTestAddress(),
      headers: { 'accept-language': 'en' },
      payload: {
        email: 'no-mail',
        password: '',
        passwordRepeat: '',
        name: 'x'.repeat(500),
        accountType: 'musician',
      },
    });
    const body = errorOf(response);
    expect(body).toMatchObject({ code: 'validation.email', field: 'email' });
    expect(body.errors).toEqual([
      { code: 'validation.email', field: 'email', message: 'Please enter a valid email address' },
      { code: 'validation.required', field: 'password', message: 'Required' },
      { code: 'validation.required', field: 'passwordRepeat', message: 'Required' },
      { code: 'validation.too_long', field: 'name', message: 'Too long' },
      // No answer to the terms at all is missing like any field (a form sends false, which the
      // cross-field rule answers 'Please accept the terms of use.').
      { code: 'validation.required', field: 'acceptTerms', message: 'Required' },
    ]);
    expect(body.errors?.[0]).toMatchObject({ code: body.code, field: body.field });
  });

  it('words each entry in the request language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account',
      remoteAddress: nextTestAddress(),
      headers: { 'accept-language': 'de' },
      payload: { email: 'no-mail', accountType: 'musician' },
    });
    const body = errorOf(response);
    expect(body.errors?.map((entry) => entry.message)).toContain('Pflichtfeld');
    expect(body.errors?.find((entry) => entry.field === 'email')?.message).toBe(body.message);
  });

  it('lists every invalid query parameter', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/booking?genre=rock,nope&km=9999&sort=sideways&page=1',
    });
    const body = errorOf(response);
    expect(body.errors?.map((entry) => [entry.field, entry.code])).toEqual([
      ['km', 'validation.invalid'],
      ['genre', 'validation.invalid'],
      ['sort', 'validation.invalid'],
    ]);
    expect(body).toMatchObject({ code: 'validation.invalid', field: 'km' });
  });

  it('keeps a one-field failure a one-entry list', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cities?q=' });
    const body = errorOf(response);
    expect(body).toMatchObject({ code: 'validation.required', field: 'q' });
    expect(body.errors).toEqual([
      { code: 'validation.required', field: 'q', message: body.message },
    ]);
  });

  it("passes on a service's own list of invalid fields", async () => {
    const body = errorOf(
      await t.app.inject({ method: 'POST', url: '/api/test/rules', payload: {} }),
    );
    expect(body).toMatchObject({ code: 'validation.too_long', field: 'title' });
    expect(body.errors?.map((entry) => entry.field)).toEqual(['title', 'dates.1.startsAt']);
  });

  it("lists the fields of a service's own parse, whose values it does not have", async () => {
    const body = errorOf(await t.app.inject({ method: 'GET', url: '/api/test/parse' }));
    expect(body.errors?.map((entry) => [entry.field, entry.code])).toEqual([
      ['a', 'validation.numbers_only'],
      ['b', 'validation.invalid'],
    ]);
  });

  it('sends no list for a rule failure with one field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      remoteAddress: nextTestAddress(),
      payload: { email: 'nobody@example.com', password: 'Wrong-Passw0rd' },
    });
    const body = errorOf(response);
    expect(body.code).toBe('auth.invalid_credentials');
    expect(body).not.toHaveProperty('errors');
  });
});
