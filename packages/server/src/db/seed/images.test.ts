import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_SIZE,
  avatarSvg,
  COVER_SIZE,
  coverSvg,
  createRandom,
  initialsOf,
  PHOTO_SIZE,
  renderAvatar,
  renderCover,
  renderStagePhoto,
  stagePhotoSvg,
} from './images.ts';

describe('generated demo pictures', () => {
  it('takes initials from the words that count', () => {
    expect(initialsOf('Lena Hoffmann')).toBe('LH');
    expect(initialsOf('Lena & die Nachtfalter')).toBe('LN');
    expect(initialsOf('Kulturhalle Ehrenfeld')).toBe('KE');
    expect(initialsOf('Förderverein Popkultur Köln e.V.')).toBe('FK');
    expect(initialsOf('ömer')).toBe('Ö');
    expect(initialsOf('')).toBe('');
  });

  it('draws the same picture from the same seed, another from another', () => {
    expect(avatarSvg('Lena Hoffmann', 7)).toBe(avatarSvg('Lena Hoffmann', 7));
    expect(avatarSvg('Lena Hoffmann', 7)).not.toBe(avatarSvg('Lena Hoffmann', 8));
    expect(coverSvg({ title: 'X' }, 3)).toBe(coverSvg({ title: 'X' }, 3));
    expect(stagePhotoSvg(1)).toBe(stagePhotoSvg(1));
    expect(stagePhotoSvg(1)).not.toBe(stagePhotoSvg(2));
    const random = createRandom(42);
    const again = createRandom(42);
    const values = Array.from({ length: 5 }, random);
    expect(Array.from({ length: 5 }, again)).toEqual(values);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('escapes names, so that markup in a name is text', () => {
    const svg = coverSvg({ title: 'A <b>&</b> "B"', subtitle: "Rock'n'Roll" });
    expect(svg).toContain('A &lt;b&gt;&amp;&lt;/b&gt; &quot;B&quot;');
    expect(svg).toContain('Rock&apos;n&apos;Roll');
  });

  it('renders JPEG uploads of the sizes an upload would have', async () => {
    const avatar = await sharp(await renderAvatar('Lena Hoffmann')).metadata();
    expect(avatar).toMatchObject({ format: 'jpeg', width: AVATAR_SIZE, height: AVATAR_SIZE });
    const cover = await sharp(
      await renderCover({ title: 'Lena & die Nachtfalter', subtitle: 'Köln' }),
    ).metadata();
    expect(cover).toMatchObject({ format: 'jpeg', ...COVER_SIZE });
    const photo = await sharp(await renderStagePhoto(3)).metadata();
    expect(photo).toMatchObject({ format: 'jpeg', ...PHOTO_SIZE });
  });
});
