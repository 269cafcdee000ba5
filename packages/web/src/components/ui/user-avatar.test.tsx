import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { initialsOf, UserAvatar } from './user-avatar.tsx';

describe('initialsOf', () => {
  it.each([
    ['Anna', 'A'],
    ['anna schmidt', 'AS'],
    ['Anna Maria Schmidt', 'AMS'],
    ['Anna Maria Schmidt-Meyer von Bülow', 'AMS'],
    ['  Özlem   Über  ', 'ÖÜ'],
    ['The 2 Bears', 'T2B'],
    ['DJ-Koze', 'DK'],
    ['(Die) Ärzte', 'DÄ'],
    ['', ''],
    ['   ', ''],
    ['🎸 ✨', ''],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('never gives more than three letters', () => {
    for (const name of ['A B C D E F', 'Eins Zwei Drei Vier', 'x y z w']) {
      expect(initialsOf(name).length).toBeLessThanOrEqual(3);
    }
  });
});

describe('UserAvatar', () => {
  it('shows the initials, named for screen readers, when there is no picture', () => {
    renderWithProviders(<UserAvatar name="Lena Marie Beck" />);
    const avatar = screen.getByRole('img', { name: 'Lena Marie Beck' });
    expect(avatar).toHaveTextContent('LMB');
  });

  it('shows one initial for a one-word name', () => {
    renderWithProviders(<UserAvatar name="Nena" />);
    expect(screen.getByRole('img', { name: 'Nena' })).toHaveTextContent(/^N$/);
  });

  it('shows the picture with the name as its text alternative', () => {
    const url = (size: string) => `https://cdn.backline.test/u/${size}.jpg`;
    renderWithProviders(
      <UserAvatar
        name="Lena Beck"
        picture={{
          thumb: url('thumb'),
          normal: url('normal'),
          large: url('large'),
          full: url('full'),
          xtralarge: url('xl'),
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Lena Beck' })).toHaveAttribute('src', url('thumb'));
  });

  it('offers every stored size with its real width and says how wide it is drawn', () => {
    const url = (size: string) => `/media/img/a/${size}.webp`;
    const picture = {
      thumb: url('thumb'),
      normal: url('normal'),
      large: url('large'),
      full: url('full'),
      xtralarge: url('xtralarge'),
    };
    renderWithProviders(<UserAvatar name="Lena Beck" picture={picture} size={96} />);
    const image = screen.getByRole('img', { name: 'Lena Beck' });
    expect(image).toHaveAttribute(
      'srcset',
      '/media/img/a/thumb.webp 100w, /media/img/a/normal.webp 300w, /media/img/a/large.webp 600w, ' +
        '/media/img/a/full.webp 1200w, /media/img/a/xtralarge.webp 1920w',
    );
    // 96 px at every width: a phone at 3x loads the 300 px file, not the 1920 px one.
    expect(image).toHaveAttribute('sizes', '96px');
    expect(image).toHaveAttribute('src', url('normal'));
  });

  it('is hidden from screen readers when decorative', () => {
    renderWithProviders(<UserAvatar name="Lena Beck" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('UserAvatar colours', () => {
  it('draws initials on the colour of the entity, the same for the same seed', () => {
    const { unmount } = renderWithProviders(
      <>
        <UserAvatar name="Die Nachtschicht" seed="page-1" />
        <UserAvatar name="Die Nachtschicht" seed="page-1" decorative />
      </>,
    );
    const [first, second] = document.querySelectorAll<HTMLElement>('[data-initials="DN"]');
    expect(first).toBeDefined();
    expect(getComputedStyle(first!).backgroundColor).toBe(
      getComputedStyle(second!).backgroundColor,
    );
    expect(getComputedStyle(first!).backgroundColor).not.toBe('');
    unmount();
  });
});
