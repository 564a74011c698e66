import { asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { keptJobs } from "../db/schema";

/** A handed-over job waiting for its next try. */
export interface KeptJob {
  id: string;
  name: string;
  data: object;
  retryCount: number;
  runAt: Date;
}

/** Where the one-process queue keeps its handed-over jobs between tries. */
export interface JobKeeper {
  keep(name: string, data: object): Promise<string>;
  tryAgainAt(id: string, retryCount: number, runAt: Date): Promise<void>;
  forget(id: string): Promise<void>;
  waiting(): Promise<KeptJob[]>;
}

/** Jobs kept in the app's own database (`kept_jobs`), so a restart loses none. */
export function databaseJobKeeper(db: Database): JobKeeper {
  return {
    async keep(name, data) {
      const [row] = await db.insert(keptJobs).values({ name, data }).returning({ id: keptJobs.id });
      if (!row) throw new Error(`The job ${name} was not kept`);
      return row.id;
    },
    async tryAgainAt(id, retryCount, runAt) {
      await db.update(keptJobs).set({ retryCount, runAt }).where(eq(keptJobs.id, id));
    },
    async forget(id) {
      await db.delete(keptJobs).where(eq(keptJobs.id, id));
    },
    waiting: () => db.select().from(keptJobs).orderBy(asc(keptJobs.runAt)),
  };
}
