// An account's picture: its photo when it has one, otherwise the pattern generated from its id,
// never an empty space or two letters on a flat disc. The generated picture is a data address: no request.
import { avatarDataUri, initialsOf } from '@callout/contracts/avatar-art';

export interface AvatarProps {
  /** The photo's address; empty or absent for an account without one. */
  src?: string | null | undefined;
  /** A stable id of the account, so it always gets the same picture. */
  seed: string;
  /** Its name, for the initials of a generated picture. */
  name: string;
  size: number;
  /** Empty (the default) when the name is written next to the picture. */
  alt?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}

export function Avatar({ src, seed, name, size, alt = '', className, loading }: AvatarProps) {
  return (
    <img
      className={className}
      src={src || avatarDataUri({ seed: seed || name, initials: initialsOf(name) })}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      decoding="async"
    />
  );
}
