import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { businessSetup } from '../db/schema';

export type BusinessSetupRow = typeof businessSetup.$inferSelect;

export function businessSetupRepository(db: Database) {
  return {
    /** The company's single settings row (the lowest id, should an import ever leave more than one). */
    async get(): Promise<BusinessSetupRow | null> {
      const [row] = await db.select().from(businessSetup).orderBy(asc(businessSetup.id)).limit(1);
      return row ?? null;
    },
  };
}
