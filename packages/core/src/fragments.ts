// Schema fragments several features' schemas are built from, each declared once here.
import { z } from './zod.js';

/** A page of a list read by continuation: its items and the token of the next page (null at the end). */
export const continuationPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), continuation: z.string().nullable() });

/** What a call that changed something answers: the success text, its key in the string tables, and what it made. */
export const textAnswer = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.object({ message: z.string(), messageKey: z.string(), ...shape });

/** Who reviewed a request, when, and their note (null until reviewed). */
export const reviewFields = {
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
};

/** A request under review: PendingReview until a reviewer approves or rejects it, or its requester cancels it. */
export const ReviewStatusSchema = z.enum(['PendingReview', 'Approved', 'Rejected', 'Cancelled']);
