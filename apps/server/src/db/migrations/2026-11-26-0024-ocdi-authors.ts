import type { Kysely } from 'kysely';
import { addColumn } from './table.js';

/**
 * The authors of each OCDI association (a JSON array of e-mails): whoever created or edited it,
 * so that only they or a connectivity champion edit it and none of them reviews it. Stored ones
 * start with their creator and, when another, the person who last submitted them.
 */
interface Before {
  ocdi_associations: { id: string; created_by: string; submitted_by: string | null; authors: string };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumn(db, 'ocdi_associations', 'authors', ['text', (c) => c.notNull().defaultTo('[]')]).execute();
  const typed = db as unknown as Kysely<Before>;
  const rows = await typed
    .selectFrom('ocdi_associations')
    .select(['id', 'created_by', 'submitted_by'])
    .execute();
  for (const r of rows) {
    const authors = [r.created_by];
    if (r.submitted_by && r.submitted_by.toLowerCase() !== r.created_by.toLowerCase())
      authors.push(r.submitted_by);
    await typed
      .updateTable('ocdi_associations')
      .set({ authors: JSON.stringify(authors) })
      .where('id', '=', r.id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ocdi_associations').dropColumn('authors').execute();
}
