import { and, asc, count, eq, sql } from "drizzle-orm";
import {
  CONTACT_MESSAGES,
  CONTACTS_PER_FAMILY,
  type TContact,
  type TContactBody,
} from "../../shared/contracts/contacts";
import { contactGroups, contacts } from "../db/schema";
import { conflict, notFound } from "../lib/app-error";
import { requireKindWords } from "../lib/require-kind-words";
import { findOrCreateGroupByName, type ContactsDeps } from "./contact-groups-service";
import { presentContact } from "./contact-presenter";
import { lockFamily, type Transaction } from "./lock-family";

/** The family's contacts (of one of its groups when given), by name, with their group's name. */
export async function listContacts(
  deps: Pick<ContactsDeps, "db">,
  userId: string,
  groupId?: string,
): Promise<TContact[]> {
  if (groupId) {
    const [group] = await deps.db
      .select({ id: contactGroups.id })
      .from(contactGroups)
      .where(and(eq(contactGroups.id, groupId), eq(contactGroups.userId, userId)));
    if (!group) throw notFound(CONTACT_MESSAGES.groupNotFound);
  }
  const rows = await deps.db
    .select({ contact: contacts, groupName: contactGroups.name })
    .from(contacts)
    .leftJoin(contactGroups, eq(contactGroups.id, contacts.groupId))
    .where(and(eq(contacts.userId, userId), groupId ? eq(contacts.groupId, groupId) : undefined))
    .orderBy(asc(sql`lower(${contacts.name})`), asc(contacts.id));
  return rows.map((row) => presentContact(row.contact, row.groupName));
}

/** The group a contact body asks for: one of the family's by id, or by name (found or created). */
async function resolveGroup(tx: Transaction, userId: string, body: TContactBody, at: Date) {
  if (body.groupId) {
    const [group] = await tx
      .select()
      .from(contactGroups)
      .where(and(eq(contactGroups.id, body.groupId), eq(contactGroups.userId, userId)));
    if (!group) throw notFound(CONTACT_MESSAGES.groupNotFound);
    return group;
  }
  if (body.groupName) return findOrCreateGroupByName(tx, userId, body.groupName, at);
  return null;
}

function checkKindWords(body: TContactBody): void {
  requireKindWords([body.name, body.username, body.notes, body.groupName], CONTACT_MESSAGES.unkind);
}

const fieldsOf = (body: TContactBody) => ({
  name: body.name,
  email: body.email,
  username: body.username,
  notes: body.notes,
});

export async function createContact(
  deps: ContactsDeps,
  userId: string,
  body: TContactBody,
): Promise<TContact> {
  checkKindWords(body);
  return deps.db.transaction(async (tx) => {
    await lockFamily(tx, userId);
    const [existing] = await tx
      .select({ count: count() })
      .from(contacts)
      .where(eq(contacts.userId, userId));
    if ((existing?.count ?? 0) >= CONTACTS_PER_FAMILY)
      throw conflict(CONTACT_MESSAGES.tooManyContacts);
    const at = deps.now();
    const group = await resolveGroup(tx, userId, body, at);
    const [row] = await tx
      .insert(contacts)
      .values({
        userId,
        groupId: group?.id ?? null,
        ...fieldsOf(body),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!row) throw new Error("The contact was not stored");
    return presentContact(row, group?.name ?? null);
  });
}

/** Replaces the contact's fields (no group in the body means no group). */
export async function updateContact(
  deps: ContactsDeps,
  userId: string,
  id: string,
  body: TContactBody,
): Promise<TContact> {
  checkKindWords(body);
  return deps.db.transaction(async (tx) => {
    await lockFamily(tx, userId);
    const [current] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.id, id), eq(contacts.userId, userId)));
    if (!current) throw notFound(CONTACT_MESSAGES.contactNotFound);
    const at = deps.now();
    const group = await resolveGroup(tx, userId, body, at);
    const [row] = await tx
      .update(contacts)
      .set({ groupId: group?.id ?? null, ...fieldsOf(body), updatedAt: at })
      .where(and(eq(contacts.id, id), eq(contacts.userId, userId)))
      .returning();
    if (!row) throw notFound(CONTACT_MESSAGES.contactNotFound);
    return presentContact(row, group?.name ?? null);
  });
}

export async function deleteContact(
  deps: Pick<ContactsDeps, "db">,
  userId: string,
  id: string,
): Promise<void> {
  const deleted = await deps.db
    .delete(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.userId, userId)))
    .returning({ id: contacts.id });
  if (deleted.length === 0) throw notFound(CONTACT_MESSAGES.contactNotFound);
}
