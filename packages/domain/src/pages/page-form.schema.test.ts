import { describe, expect, it } from 'vitest';
import { catalogueErrorMap } from '../errors/validation-code.ts';
import {
  AddMemberFormSchema,
  PageFormSchema,
  emptyPageForm,
  pageCreateInputOf,
  pageUpdateInputOf,
  userIdOfProfileReference,
} from './page-form.schema.ts';
import { CreatePageInputSchema, UpdatePageInputSchema } from './page.schema.ts';

/** The first issue's message per dotted path, as the forms show them. */
const messages = (values: unknown) => {
  const result = PageFormSchema.safeParse(values, { error: catalogueErrorMap });
  const byPath: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byPath[issue.path.join('.')] ??= issue.message;
  return byPath;
};

describe('PageFormSchema', () => {
  it('names every invalid field at once, with the codes the server answers', () => {
    expect(
      messages({
        ...emptyPageForm(),
        name: '  ',
        urlname: 'Die Band',
        website: 'https://bit.ly/abc',
        links: [{ url: 'https://die-band.example' }, { url: 'http://localhost/x' }],
        description: 'x'.repeat(5001),
      }),
    ).toEqual({
      name: 'validation.required',
      urlname: 'page.invalid_address',
      website: 'link.unprocessable',
      'links.1.url': 'link.unprocessable',
      description: 'validation.too_long',
    });
    expect(messages({ ...emptyPageForm(), name: 'X', urlname: 'login' })).toEqual({
      urlname: 'page.address_unavailable',
    });
  });

  it('turns the form into the create and update bodies the server takes', () => {
    const form = PageFormSchema.parse({
      ...emptyPageForm(),
      kind: 'location',
      status: 'founding',
      name: ' Kellerclub ',
      urlname: 'kellerclub',
      city: { id: 2886242, name: 'Köln', country: 'DE' },
      genres: ['rock'],
      links: [{ url: '' }, { url: 'https://kellerclub.example/tour' }],
    });
    const create = pageCreateInputOf(form);
    expect(create).toEqual({
      kind: 'location',
      status: 'active',
      name: 'Kellerclub',
      urlname: 'kellerclub',
      website: null,
      cityId: 2886242,
      description: null,
      genres: ['rock'],
      links: [{ url: 'https://kellerclub.example/tour' }],
    });
    expect(CreatePageInputSchema.safeParse(create).success).toBe(true);
    const update = pageUpdateInputOf(form);
    expect(update).not.toHaveProperty('artistForm');
    expect(UpdatePageInputSchema.safeParse(update).success).toBe(true);
  });
});

describe('AddMemberFormSchema', () => {
  it('hands over the user id of a profile address, and refuses anything else', () => {
    expect(
      AddMemberFormSchema.parse({
        member: 'https://backline.test/user/nina-neu-newbie1234?tab=media',
        role: 'team',
      }),
    ).toEqual({ member: 'newbie1234', role: 'team' });
    const result = AddMemberFormSchema.safeParse(
      { member: 'keine adresse!', role: 'member' },
      { error: catalogueErrorMap },
    );
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['member', 'validation.invalid'],
    ]);
  });

  it('reads the user id from every kind of profile address', () => {
    expect(userIdOfProfileReference('Ab3dE9fG12')).toBe('Ab3dE9fG12');
    expect(userIdOfProfileReference('/benutzer/lena-hoffmann-Ab3dE9fG12/')).toBe('Ab3dE9fG12');
    expect(userIdOfProfileReference('https://x.test/musiker/a-b-c-Ab3dE#top')).toBe('Ab3dE');
    expect(userIdOfProfileReference('lena hoffmann')).toBeNull();
    expect(userIdOfProfileReference('')).toBeNull();
  });
});
