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

  it('is hidden from screen readers when decorative', () => {
    renderWithProviders(<UserAvatar name="Lena Beck" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
