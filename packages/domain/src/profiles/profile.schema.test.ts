import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PublicProfileSchema,
  UpdateProfileInputSchema,
  ageOn,
  checkProfileRules,
  parseIsoDate,
  profileFormSchema,
  profileFormValuesOf,
  profileInputOfForm,
  type Profile,
  type ProfileFormValues,
  type UpdateProfileInput,
} from './profile.schema.ts';
import { catalogueErrorMap } from '../errors/validation-code.ts';
import { canSeePrivateProfile, canSeeProfile, showsGemaBadge } from './profile.policy.ts';

const TODAY = new Date('2026-11-23T12:00:00Z');

const valid = (): UpdateProfileInput => ({
  firstname: 'Lena',
  lastname: 'Hoffmann',
  name: 'Lena Hoffmann',
  birthday: '1995-04-12',
  showAge: true,
  gender: 'female',
  pronouns: 'sie/ihr',
  instruments: ['e-guitar', 'vocals'],
  professional: true,
  cityId: 2886242,
  description: 'Gitarristin aus Köln',
  links: [{ url: 'https://lena-hoffmann.de', label: 'Website' }],
  gear: [{ brand: 'Fender', product: 'Telecaster', year: 1972 }],
  releases: [{ url: 'https://lena.bandcamp.com/album/erste', year: 2024, title: 'Erste' }],
  gigs: [
    {
      startsAt: '2026-12-05T20:00:00+01:00',
      address: 'Gebäude 9, Köln',
      category: 'Konzert',
      artists: 'Lena Hoffmann',
      streamUrl: 'https://www.twitch.tv/lena',
    },
  ],
  visibility: 'public',
  gemaBadge: 'public',
});

describe('ageOn', () => {
  it('counts completed years on the UTC calendar date', () => {
    expect(ageOn('2010-11-23', TODAY)).toBe(16);
    expect(ageOn('2010-11-24', TODAY)).toBe(15);
    expect(ageOn('2010-11-22', TODAY)).toBe(16);
    expect(ageOn('1990-01-01', TODAY)).toBe(36);
  });

  it('lets someone born on 29 February turn older on 1 March', () => {
    expect(ageOn('2008-02-29', new Date('2026-02-28T23:59:00Z'))).toBe(17);
    expect(ageOn('2008-02-29', new Date('2026-03-01T00:00:00Z'))).toBe(18);
  });

  it('answers null for dates that do not exist', () => {
    expect(ageOn('2001-02-29', TODAY)).toBeNull();
    expect(ageOn('2001-13-01', TODAY)).toBeNull();
    expect(ageOn('12.04.1995', TODAY)).toBeNull();
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
  });

  it('grows by exactly one a year after every birthday (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 100 }),
        (born, years) => {
          const iso = born.toISOString().slice(0, 10);
          if (iso.endsWith('-02-29')) return true;
          const later = new Date(born);
          later.setUTCFullYear(born.getUTCFullYear() + years);
          return ageOn(iso, later) === years;
        },
      ),
    );
  });
});

describe('UpdateProfileInputSchema', () => {
  it('accepts a complete profile', () => {
    expect(UpdateProfileInputSchema.safeParse(valid()).success).toBe(true);
  });

  it('refuses unknown or duplicate instruments and too many of them', () => {
    const parse = (instruments: string[]) =>
      UpdateProfileInputSchema.safeParse({ ...valid(), instruments });
    expect(parse(['theorbo-xl']).success).toBe(false);
    expect(parse(['drums', 'drums']).success).toBe(false);
    expect(
      parse([
        'drums',
        'bass',
        'guitar',
        'keys',
        'vocals',
        'dj',
        'producer',
        'manager',
        'booker',
        'songwriter',
        'piano',
        'organ',
        'cello',
        'viola',
        'harp',
        'tuba',
      ]).success,
    ).toBe(false);
  });

  it('limits the lists and the description', () => {
    const link = { url: 'https://example.org' };
    expect(
      UpdateProfileInputSchema.safeParse({ ...valid(), links: Array(11).fill(link) }).success,
    ).toBe(false);
    expect(
      UpdateProfileInputSchema.safeParse({ ...valid(), description: 'x'.repeat(2001) }).success,
    ).toBe(false);
    const gig = valid().gigs[0];
    expect(
      UpdateProfileInputSchema.safeParse({ ...valid(), gigs: Array(51).fill(gig) }).success,
    ).toBe(false);
  });

  it('wants ISO date-times for gigs', () => {
    const gig = { ...valid().gigs[0]!, startsAt: '5.12.2026 20 Uhr' };
    const result = UpdateProfileInputSchema.safeParse({ ...valid(), gigs: [gig] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['gigs', 0, 'startsAt']);
  });
});

describe('checkProfileRules', () => {
  const violation = (input: UpdateProfileInput) => {
    const result = checkProfileRules(input, TODAY);
    return result.ok ? null : result.violations[0];
  };

  it('passes a valid profile and turns empty texts into null', () => {
    const result = checkProfileRules({ ...valid(), pronouns: '', description: '' }, TODAY);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.pronouns).toBeNull();
      expect(result.value.description).toBeNull();
    }
  });

  it('wants at least 16 years (validation.min_age) on the birthday field', () => {
    expect(violation({ ...valid(), birthday: '2010-11-24' })).toEqual({
      code: 'validation.min_age',
      field: 'birthday',
    });
    expect(violation({ ...valid(), birthday: '2010-11-23' })).toBeNull();
    expect(violation({ ...valid(), birthday: null })).toBeNull();
  });

  it('refuses impossible birthdays as an invalid date', () => {
    for (const birthday of ['1995-02-30', 'gestern', '1890-01-01']) {
      expect(violation({ ...valid(), birthday })).toEqual({
        code: 'validation.invalid_date',
        field: 'birthday',
      });
    }
  });

  it('names the link at fault', () => {
    const links = [{ url: 'https://ok.example.org' }, { url: 'https://bit.ly/xyz' }];
    expect(violation({ ...valid(), links })).toEqual({
      code: 'link.unprocessable',
      field: 'links.1.url',
    });
    expect(
      violation({ ...valid(), releases: [{ url: 'http://localhost/x', year: 2020 }] }),
    ).toEqual({
      code: 'link.unprocessable',
      field: 'releases.0.url',
    });
    const gig = { ...valid().gigs[0]!, streamUrl: 'https://tinyurl.com/abc' };
    expect(violation({ ...valid(), gigs: [gig] })).toEqual({
      code: 'link.unprocessable',
      field: 'gigs.0.streamUrl',
    });
  });

  it('normalises youtu.be links and drops empty stream links', () => {
    const gig = { ...valid().gigs[0]!, streamUrl: '' };
    const result = checkProfileRules(
      { ...valid(), links: [{ url: 'https://youtu.be/dQw4w9WgXcQ' }], gigs: [gig] },
      TODAY,
    );
    expect(result.ok && result.value.links).toEqual([
      { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ]);
    expect(result.ok && result.value.gigs[0]).not.toHaveProperty('streamUrl');
  });

  it('names every field at fault, not only the first', () => {
    const result = checkProfileRules(
      {
        ...valid(),
        birthday: '2012-01-01',
        links: [{ url: 'https://bit.ly/xyz' }],
        releases: [{ url: 'https://lena.bandcamp.com/album/a', year: 2030 }],
      },
      TODAY,
    );
    expect(result.ok ? [] : result.violations).toEqual([
      { code: 'validation.min_age', field: 'birthday' },
      { code: 'link.unprocessable', field: 'links.0.url' },
      { code: 'validation.invalid', field: 'releases.0.year' },
    ]);
  });

  it('refuses years beyond next year', () => {
    expect(violation({ ...valid(), gear: [{ brand: 'A', product: 'B', year: 2028 }] })).toEqual({
      code: 'validation.invalid',
      field: 'gear.0.year',
    });
    expect(violation({ ...valid(), gear: [{ brand: 'A', product: 'B', year: 2027 }] })).toBeNull();
  });
});

describe('profileFormSchema', () => {
  const form = (): ProfileFormValues => {
    const { cityId: _cityId, ...rest } = valid();
    return { ...rest, city: { id: 2886242, name: 'Köln', country: 'DE', region: '07' } };
  };
  const messages = (values: unknown) => {
    const result = profileFormSchema(TODAY).safeParse(values, { error: catalogueErrorMap });
    const byPath: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) byPath[issue.path.join('.')] ??= issue.message;
    return byPath;
  };

  it('accepts a valid form and gives the request body with the city id', () => {
    const result = profileFormSchema(TODAY).safeParse(form());
    expect(result.success).toBe(true);
    if (result.success) expect(profileInputOfForm(result.data)).toEqual(valid());
  });

  it('fills the form from a loaded profile and sends empty texts as nothing', () => {
    const { cityId: _cityId, ...input } = valid();
    const profile: Profile = {
      ...input,
      id: 'u1abcde',
      type: 'user',
      resource: '/user/lena-u1abcde',
      age: 31,
      cityId: 2886242,
      city: { id: 2886242, name: 'Köln', country: 'DE', region: '07' },
      pronouns: null,
      links: [{ url: 'https://lena-hoffmann.de' }],
      gigs: [{ startsAt: '2026-12-05T20:00:00+01:00', address: 'Gebäude 9, Köln' }],
      picture: null,
      cover: null,
      badges: { gema: false },
      gemaVerified: false,
    };
    const values = profileFormValuesOf(profile);
    expect(values.links).toEqual([{ url: 'https://lena-hoffmann.de', label: '' }]);
    const body = profileInputOfForm(profileFormSchema(TODAY).parse(values));
    expect(body).toMatchObject({ cityId: 2886242, pronouns: null });
    expect(body.links[0]).toEqual({ url: 'https://lena-hoffmann.de', label: undefined });
    expect(body.gigs[0]).toEqual({
      startsAt: '2026-12-05T20:00:00+01:00',
      address: 'Gebäude 9, Köln',
      category: undefined,
      artists: undefined,
      streamUrl: undefined,
    });
    expect(UpdateProfileInputSchema.safeParse(body).success).toBe(true);
  });

  it('names every invalid field at once: the shape and the rules together', () => {
    expect(
      messages({
        ...form(),
        name: '',
        birthday: '2012-01-01',
        links: [{ url: 'https://bit.ly/xyz' }],
        gear: [{ brand: '', product: 'AC30', year: null }],
        releases: [{ url: 'https://lena.bandcamp.com/album/a', year: undefined }],
        gigs: [{ ...valid().gigs[0]!, streamUrl: 'https://tinyurl.com/abc' }],
      }),
    ).toEqual({
      name: 'validation.required',
      birthday: 'validation.min_age',
      'links.0.url': 'link.unprocessable',
      'gear.0.brand': 'validation.required',
      'releases.0.year': 'validation.required',
      'gigs.0.streamUrl': 'link.unprocessable',
    });
  });
});

describe('PublicProfileSchema', () => {
  it('has no birthday and no private settings', () => {
    expect(Object.keys(PublicProfileSchema.shape)).not.toContain('birthday');
    expect(Object.keys(PublicProfileSchema.shape)).not.toContain('visibility');
    expect(Object.keys(PublicProfileSchema.shape)).not.toContain('firstname');
  });
});

describe('profile policies', () => {
  const owner = { id: 'owner12345' };
  it('shows a private profile to its owner and confirmed contacts only', () => {
    expect(canSeePrivateProfile({ id: 'owner12345' }, owner)).toBe(true);
    expect(canSeePrivateProfile({ id: 'other12345' }, owner)).toBe(false);
    expect(canSeePrivateProfile(null, owner)).toBe(false);
    // Confirmed contacts see it too; anyone else not, whatever else is known of them.
    expect(canSeePrivateProfile({ id: 'other12345', isContact: true }, owner)).toBe(true);
    expect(canSeePrivateProfile({ id: 'other12345', isContact: false }, owner)).toBe(false);
    expect(
      canSeePrivateProfile({ id: 'other12345', gemaVerified: true, isContact: false }, owner),
    ).toBe(false);
    expect(canSeeProfile(null, owner, 'public')).toBe(true);
    expect(canSeeProfile(null, owner, 'private')).toBe(false);
    expect(canSeeProfile({ id: 'other12345', isContact: true }, owner, 'private')).toBe(true);
  });

  it('shows the GEMA badge only for a verified membership, as chosen', () => {
    const other = { id: 'other12345' };
    const member = { id: 'member1234', gemaVerified: true };
    expect(showsGemaBadge(false, 'public', other, owner)).toBe(false);
    expect(showsGemaBadge(true, 'public', null, owner)).toBe(true);
    expect(showsGemaBadge(true, 'gema', other, owner)).toBe(false);
    expect(showsGemaBadge(true, 'gema', null, owner)).toBe(false);
    expect(showsGemaBadge(true, 'gema', member, owner)).toBe(true);
    expect(showsGemaBadge(true, 'gema', owner, owner)).toBe(true);
    expect(showsGemaBadge(true, 'none', owner, owner)).toBe(false);
  });
});
