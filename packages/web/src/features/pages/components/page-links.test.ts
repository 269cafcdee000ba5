import { describe, expect, it } from 'vitest';
import { linksBesideWebsite } from './page-links.ts';

describe('linksBesideWebsite', () => {
  const links = [
    { url: 'https://nachtfalter.example/', label: 'Website' },
    { url: 'https://nachtfalter.example/musik/nachtlichter', label: 'EP' },
  ];

  it('drops a link that repeats the website, however it is written', () => {
    expect(linksBesideWebsite('https://nachtfalter.example/', links)).toEqual([links[1]]);
    expect(linksBesideWebsite('http://www.Nachtfalter.example', links)).toEqual([links[1]]);
  });

  it('keeps every link without a website, or when none repeats it', () => {
    expect(linksBesideWebsite(null, links)).toEqual(links);
    expect(linksBesideWebsite('https://andere-band.example/', links)).toEqual(links);
    expect(linksBesideWebsite('https://nachtfalter.example/?tab=1', links)).toEqual(links);
  });
});
