import Avatar from '@mui/material/Avatar';
import { AVATAR_MAX_INITIALS, type Picture } from '@backline/domain';
import { pictureSources } from './picture-sources.ts';

/**
 * Up to three initials: the first letter or digit of each of the first words of the name
 * ("Anna Maria Schmidt Meyer" → "AMS", "Björk" → "B"). Empty when the name has none.
 */
export function initialsOf(name: string, max: number = AVATAR_MAX_INITIALS): string {
  const initials: string[] = [];
  for (const word of name.trim().split(/[\s\-_.]+/u)) {
    const first = word.match(/[\p{L}\p{N}]/u)?.[0];
    if (first) initials.push(first.toLocaleUpperCase());
    if (initials.length >= max) break;
  }
  return initials.join('');
}

export type UserAvatarProps = {
  name: string;
  picture?: Picture | null;
  size?: number;
  /** Next to the visible name the avatar adds nothing for screen readers. */
  decorative?: boolean;
};

/**
 * A user's or page's picture, or their initials when there is none. The picture is drawn `size`
 * pixels wide at every breakpoint: the browser picks the stored size for that and the display's
 * density (`srcset`).
 */
export function UserAvatar({ name, picture, size = 40, decorative = false }: UserAvatarProps) {
  const sources = picture
    ? pictureSources(picture, `${size}px`, { fallback: size > 64 ? 'normal' : 'thumb' })
    : undefined;
  const src = sources?.src;
  const initials = initialsOf(name);
  return (
    <Avatar
      src={src}
      srcSet={sources?.srcSet}
      sizes={sources?.sizes}
      alt={src ? (decorative ? '' : name) : undefined}
      role={src || decorative ? undefined : 'img'}
      aria-label={src || decorative ? undefined : name}
      aria-hidden={decorative ? true : undefined}
      sx={{
        width: size,
        height: size,
        fontSize: size * (initials.length > 2 ? 0.34 : 0.42),
        fontWeight: 700,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {initials || undefined}
    </Avatar>
  );
}
