import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { ActingPagesSchema, CreatedPageRefSchema } from './page-refs.schema.ts';
import { MyPagesSchema, PageSchema } from './page.schema.ts';

type ObjectSchema = { shape: Record<string, z.core.$ZodType> };

/** Each field of `part` is a field of `whole` with the same JSON Schema. */
function expectPickedFrom(part: ObjectSchema, whole: ObjectSchema) {
  const keys = Object.keys(part.shape);
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) {
    const wholeField = whole.shape[key];
    expect(wholeField, key).toBeDefined();
    expect(z.toJSONSchema(part.shape[key]!), key).toEqual(z.toJSONSchema(wholeField!));
  }
}

const elementOf = (schema: { shape: { pages: z.core.$ZodType } }) =>
  (schema.shape.pages as unknown as { def: { element: ObjectSchema } }).def.element;

describe('page refs', () => {
  it('ActingPagesSchema picks fields of MyPagesSchema', () => {
    expectPickedFrom(elementOf(ActingPagesSchema), elementOf(MyPagesSchema));
  });

  it('CreatedPageRefSchema picks fields of PageSchema', () => {
    expectPickedFrom(CreatedPageRefSchema, PageSchema);
  });

  it('reads a full answer', () => {
    const page = {
      id: 'band000001',
      type: 'organization',
      kind: 'artist',
      name: 'Die Nachtfalter',
      resource: '/nachtfalter',
      urlname: 'nachtfalter',
      status: 'active',
      picture: null,
      city: null,
      genres: ['indie'],
      followers: 4,
      role: 'owner',
      canActAs: true,
    };
    expect(MyPagesSchema.parse({ pages: [page] }).pages).toHaveLength(1);
    expect(ActingPagesSchema.parse({ pages: [page] })).toEqual({
      pages: [{ id: 'band000001', name: 'Die Nachtfalter', kind: 'artist', canActAs: true }],
    });
  });
});
