export * from './constants/limits.ts';
export * from './routing/route-params.ts';
export * from './errors/error-catalogue.ts';
export * from './errors/app-error.ts';
export * from './api/api.schema.ts';
export * from './accounts/user.schema.ts';
export * from './accounts/session.schema.ts';
export * from './accounts/registration.schema.ts';
