import type pg from "pg";

/**
 * pg-boss 12 migrates its tables only from schema version 25 (pg-boss 11) on; an installation that
 * ran pg-boss 10 has version 24. Its waiting jobs (mails between tries) must not be lost, so the
 * old tables are set aside under another name, pg-boss installs its own afresh, and the waiting
 * jobs of the kinds this process defines are handed over to the new queue; then the old tables
 * go. Run under the queue set-up lock, so one process at a time does it.
 */
const OLDEST_MIGRATABLE_VERSION = 25;

export interface WaitingJob {
  name: string;
  data: object;
}

const setAsideName = (schema: string) => `${schema}_before_12`;

/** Renames an old pg-boss schema out of the way; true when there is one to take jobs from. */
export async function setAsideOldQueue(client: pg.Client, schema: string): Promise<boolean> {
  const { rows: installed } = await client.query<{ table: string | null }>(
    "select to_regclass($1)::text as table",
    [`${schema}.version`],
  );
  const version = installed[0]?.table
    ? (
        await client.query<{ version: number }>(
          `select max(version) as version from ${schema}.version`,
        )
      ).rows[0]?.version
    : undefined;
  if (version != null && version < OLDEST_MIGRATABLE_VERSION) {
    await client.query(`alter schema ${schema} rename to ${setAsideName(schema)}`);
  }
  const { rowCount } = await client.query(
    "select 1 from information_schema.schemata where schema_name = $1",
    [setAsideName(schema)],
  );
  return rowCount === 1;
}

/** The set-aside queue's jobs still waiting for a try, of the named kinds, oldest first. */
export async function waitingOldJobs(
  client: pg.Client,
  schema: string,
  names: string[],
): Promise<WaitingJob[]> {
  const { rows } = await client.query<{ name: string; data: object | null }>(
    `select name, data from ${setAsideName(schema)}.job
      where state in ('created', 'retry') and name = any($1::text[])
      order by created_on`,
    [names],
  );
  return rows.map((row) => ({ name: row.name, data: row.data ?? {} }));
}

export async function dropOldQueue(client: pg.Client, schema: string): Promise<void> {
  await client.query(`drop schema if exists ${setAsideName(schema)} cascade`);
}
