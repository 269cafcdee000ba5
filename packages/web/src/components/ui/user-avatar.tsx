import Avatar from '@mui/material/Avatar';
import { AVATAR_MAX_INITIALS, type Picture } from '@backline/domain';
import { entityColour } from './entity-colour.ts';
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
  /**
   * What the generated avatar's colour is derived from: the entity's id where there is one, so
   * that two pages of the same name differ. The name otherwise.
   */
  seed?: string;
  /** Rounded square for pages and offers, circle for people. */
  shape?: 'circular' | 'rounded';
  /** Next to the visible name the avatar adds nothing for screen readers. */
  decorative?: boolean;
};

/**
 * A user's or page's picture, or their initials on the entity's own colour when there is none.
 * The picture is drawn `size` pixels wide at every breakpoint: the browser picks the stored size
 * for that and the display's density (`srcset`), and the box is fixed, so nothing shifts while
 * it loads.
 */
export function UserAvatar({
  name,
  picture,
  size = 40,
  seed,
  shape = 'circular',
  decorative = false,
}: UserAvatarProps) {
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
      variant={shape}
      slotProps={{ img: { width: size, height: size, loading: 'lazy', decoding: 'async' } }}
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        fontSize: size * (initials.length > 2 ? 0.34 : 0.42),
        fontWeight: 700,
        bgcolor: entityColour(seed ?? name),
        color: '#fff',
        borderRadius: shape === 'rounded' ? `${Math.round(size / 5)}px` : undefined,
      }}
      data-initials={src ? undefined : initials}
    >
      {initials || undefined}
    </Avatar>
  );
}
