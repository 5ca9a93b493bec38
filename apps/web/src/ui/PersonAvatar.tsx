import { Avatar } from '@fluentui/react-components';
import { withBase } from '../lib/basePath';

/** A person as the directory answers them: their initials, and their photo where it has one. */
export interface AvatarPerson {
  displayName: string;
  initials: string;
  photoUrl?: string | null | undefined;
}

/**
 * A person's round avatar: the directory's photo where it has one (Microsoft Graph), else, or
 * while it loads or when it fails, the initials. Decorative: the name is written beside it.
 */
export function PersonAvatar({ person, size }: { person: AvatarPerson; size: 20 | 24 | 32 | 36 }) {
  return (
    <Avatar
      size={size}
      name={person.displayName}
      initials={person.initials}
      color="colorful"
      aria-hidden
      {...(person.photoUrl ? { image: { src: withBase(person.photoUrl), alt: '' } } : {})}
    />
  );
}
