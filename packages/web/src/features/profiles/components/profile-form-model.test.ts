import { describe, expect, it } from 'vitest';
import { PROFILE } from './profile-fixtures.ts';
import {
  draftOf,
  fromLocalInput,
  inputOf,
  toLocalInput,
  validateDraft,
} from './profile-form-model.ts';

const TODAY = new Date('2026-11-23T12:00:00Z');

describe('the profile form model', () => {
  it('turns a profile into a draft and back into the same input', () => {
    const input = inputOf(draftOf(PROFILE));
    expect(input).toMatchObject({
      firstname: 'Mia',
      lastname: null,
      name: 'Mia Muster',
      birthday: '1996-01-02',
      cityId: 2886242,
      instruments: ['drums'],
      gender: 'female',
    });
    expect(validateDraft(draftOf(PROFILE), TODAY)).toEqual({});
  });

  it('converts gig times between the date-time input and ISO with offset', () => {
    const local = '2026-12-05T20:00';
    const iso = fromLocalInput(local);
    expect(iso).toMatch(/^2026-12-05T20:00:00[+-]\d{2}:\d{2}$/);
    expect(toLocalInput(iso)).toBe(local);
    expect(new Date(iso).getTime()).toBe(new Date(local).getTime());
  });

  it('names every field at fault, with the codes the server would answer', () => {
    const draft = {
      ...draftOf(PROFILE),
      name: '',
      gear: [{ brand: '', product: 'AC30', year: '' }],
      releases: [{ url: 'https://band.example.org/x', year: '', title: '' }],
      gigs: [{ startsAt: '', address: 'Köln', category: '', artists: '', streamUrl: '' }],
    };
    expect(validateDraft(draft, TODAY)).toEqual({
      name: 'validation.required',
      'gear.0.brand': 'validation.required',
      'releases.0.year': 'validation.required',
      'gigs.0.startsAt': 'validation.required',
    });
  });

  it('applies the minimum age and the link rules', () => {
    expect(validateDraft({ ...draftOf(PROFILE), birthday: '2011-01-01' }, TODAY)).toEqual({
      birthday: 'validation.min_age',
    });
    const links = [{ url: 'https://bit.ly/abc', label: '' }];
    expect(validateDraft({ ...draftOf(PROFILE), links }, TODAY)).toEqual({
      'links.0.url': 'link.unprocessable',
    });
  });
});
