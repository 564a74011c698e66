import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import {
  CONTACT_GROUPS_PER_FAMILY,
  CONTACT_MESSAGES,
  type TContactGroup,
  type TContactGroupBody,
} from "../../shared/contracts/contacts";
import type { Database } from "../db/client";
import { contactGroups, contacts } from "../db/schema";
import { conflict, notFound } from "../lib/app-error";
import { requireKindWords } from "../lib/require-kind-words";
import { presentContactGroup } from "./contact-presenter";
import { lockFamily, type Transaction } from "./lock-family";

export interface ContactsDeps {
  db: Database;
  now: () => Date;
}

const sameName = (name: string) => sql`lower(${contactGroups.name}) = lower(${name})`;

/** The family's groups, by name, each with how many contacts it holds. */
export async function listContactGroups(
  deps: Pick<ContactsDeps, "db">,
  userId: string,
): Promise<TContactGroup[]> {
  const rows = await deps.db
    .select({ group: contactGroups, contactCount: count(contacts.id) })
    .from(contactGroups)
    .leftJoin(contacts, eq(contacts.groupId, contactGroups.id))
    .where(eq(contactGroups.userId, userId))
    .groupBy(contactGroups.id)
    .orderBy(asc(sql`lower(${contactGroups.name})`), asc(contactGroups.id));
  return rows.map((row) => presentContactGroup(row.group, row.contactCount));
}

/** Adds a group inside the caller's transaction (family already locked); 409 past the limit. */
export async function insertContactGroup(
  tx: Transaction,
  userId: string,
  body: TContactGroupBody,
  at: Date,
) {
  const [existing] = await tx
    .select({ count: count() })
    .from(contactGroups)
    .where(eq(contactGroups.userId, userId));
  if ((existing?.count ?? 0) >= CONTACT_GROUPS_PER_FAMILY)
    throw conflict(CONTACT_MESSAGES.tooManyGroups);
  const [row] = await tx
    .insert(contactGroups)
    .values({ userId, ...body, createdAt: at, updatedAt: at })
    .returning();
  if (!row) throw new Error("The group was not stored");
  return row;
}

async function ensureNameFree(tx: Transaction, userId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: contactGroups.id })
    .from(contactGroups)
    .where(
      and(
        eq(contactGroups.userId, userId),
        sameName(name),
        exceptId ? ne(contactGroups.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw conflict(CONTACT_MESSAGES.groupNameTaken);
}

/** The family's group with this name (any case), created when there is none. */
export async function findOrCreateGroupByName(
  tx: Transaction,
  userId: string,
  name: string,
  at: Date,
) {
  const [found] = await tx
    .select()
    .from(contactGroups)
    .where(and(eq(contactGroups.userId, userId), sameName(name)))
    .orderBy(asc(contactGroups.createdAt))
    .limit(1);
  return found ?? insertContactGroup(tx, userId, { name, description: null }, at);
}

export async function createContactGroup(
  deps: ContactsDeps,
  userId: string,
  body: TContactGroupBody,
): Promise<TContactGroup> {
  requireKindWords([body.name, body.description], CONTACT_MESSAGES.unkind);
  return deps.db.transaction(async (tx) => {
    await lockFamily(tx, userId);
    await ensureNameFree(tx, userId, body.name);
    return presentContactGroup(await insertContactGroup(tx, userId, body, deps.now()), 0);
  });
}

export async function updateContactGroup(
  deps: ContactsDeps,
  userId: string,
  id: string,
  body: TContactGroupBody,
): Promise<TContactGroup> {
  requireKindWords([body.name, body.description], CONTACT_MESSAGES.unkind);
  return deps.db.transaction(async (tx) => {
    await lockFamily(tx, userId);
    await ensureNameFree(tx, userId, body.name, id);
    const [row] = await tx
      .update(contactGroups)
      .set({ ...body, updatedAt: deps.now() })
      .where(and(eq(contactGroups.id, id), eq(contactGroups.userId, userId)))
      .returning();
    if (!row) throw notFound(CONTACT_MESSAGES.groupNotFound);
    const [members] = await tx
      .select({ count: count() })
      .from(contacts)
      .where(eq(contacts.groupId, id));
    return presentContactGroup(row, members?.count ?? 0);
  });
}

/** Deletes the group; its contacts stay, ungrouped (the foreign key sets their group to null). */
export async function deleteContactGroup(
  deps: Pick<ContactsDeps, "db">,
  userId: string,
  id: string,
): Promise<void> {
  const deleted = await deps.db
    .delete(contactGroups)
    .where(and(eq(contactGroups.id, id), eq(contactGroups.userId, userId)))
    .returning({ id: contactGroups.id });
  if (deleted.length === 0) throw notFound(CONTACT_MESSAGES.groupNotFound);
}
