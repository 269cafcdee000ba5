import type { ContactAdDetail, ContactAdInput } from '@backline/domain';

/** A new ad: a band seeking a musician, on site, nothing chosen yet (the schema asks for it). */
export const emptyContactAdForm = (): ContactAdInput => ({
  pageId: null,
  searchType: 1,
  title: '',
  text: '',
  instrumentsOffered: [],
  instrumentsSearched: [],
  genres: [],
  ambition: 0,
  skill: 0,
  bandType: null,
  rehearsalSpace: false,
  mobile: false,
  songsAvailable: false,
  remote: 0,
  cityId: null,
  pictureIds: [],
  audioIds: [],
});

/** An ad as the form edits it (the publisher stays: the server does not change it on edit). */
export const contactAdFormOf = (ad: ContactAdDetail): ContactAdInput => ({
  pageId: ad.publisher.kind === 'page' ? ad.publisher.id : null,
  searchType: ad.searchType,
  title: ad.title,
  text: ad.text,
  instrumentsOffered: ad.instrumentsOffered,
  instrumentsSearched: ad.instrumentsSearched,
  genres: ad.genres,
  ambition: ad.ambition,
  skill: ad.skill,
  bandType: ad.bandType,
  rehearsalSpace: ad.rehearsalSpace,
  mobile: ad.mobile,
  songsAvailable: ad.songsAvailable,
  remote: ad.remote,
  cityId: ad.city?.id ?? null,
  pictureIds: ad.pictures.map((picture) => picture.id),
  audioIds: ad.audio.map((track) => track.id),
});
