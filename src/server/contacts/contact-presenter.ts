import type { TContact, TContactGroup } from "../../shared/contracts/contacts";
import type { contactGroups, contacts } from "../db/schema";

type ContactRow = typeof contacts.$inferSelect;
type GroupRow = typeof contactGroups.$inferSelect;

/** A stored contact as the screens show it, with its group's name. */
export function presentContact(row: ContactRow, groupName: string | null): TContact {
  return {
    id: row.id,
    groupId: row.groupId,
    groupName: row.groupId ? groupName : null,
    name: row.name,
    email: row.email,
    username: row.username,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentContactGroup(row: GroupRow, contactCount: number): TContactGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    contactCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
