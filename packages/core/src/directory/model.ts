import { z } from '../zod.js';

/**
 * The directory (the spec's graph service): people of the caller's organisation and the caller's
 * own profile.
 */

/** The address of a person's photo (app path): given where the directory has people's photos. */
const photoUrl = z.string().nullable().optional();

/** A person of the directory, as the people picker shows them. */
export const DirectoryPersonSchema = z
  .object({ id: z.string(), displayName: z.string(), email: z.string(), initials: z.string(), photoUrl })
  .meta({ id: 'DirectoryPerson' });

/** A person of the caller's organisation (the directory's `users/{id}`), by their id here. */
export const PersonParamsSchema = z.object({ id: z.uuid() });
export type DirectoryPerson = z.infer<typeof DirectoryPersonSchema>;

export const PeopleSearchQuerySchema = z.object({
  prefix: z.string().trim().min(1, 'type at least one letter').max(100),
});
export const PeopleSearchResultSchema = z.object({ people: z.array(DirectoryPersonSchema).max(10) });

/** GET /api/directory/me: the graph-service view of the signed-in user. */
export const DirectoryProfileSchema = z
  .object({
    displayName: z.string(),
    email: z.string(),
    initials: z.string(),
    photoUrl: z.string().nullable(),
    privacyStatementUrl: z.string().nullable(),
    domains: z.array(z.string()),
  })
  .meta({ id: 'DirectoryProfile' });
export type DirectoryProfile = z.infer<typeof DirectoryProfileSchema>;

/** The image types a photo is served as (any other is served as JPEG, never as a page). */
export const PhotoTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
