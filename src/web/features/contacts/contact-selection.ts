/**
 * What is ticked on /contacts: people one by one, and groups (a group reaches everyone in it,
 * spec social.md §2, Contacts screen). The tick boxes show the people a selection reaches, so a
 * ticked group's people show ticked, and unticking one of them unticks the group while its others
 * stay ticked.
 */
export interface TContactSelection {
  contactIds: ReadonlySet<string>;
  groupIds: ReadonlySet<string>;
}

interface TSelectable {
  id: string;
  groupId: string | null;
}

export const NO_SELECTION: TContactSelection = { contactIds: new Set(), groupIds: new Set() };

const switched = (set: ReadonlySet<string>, ids: readonly string[], isOn: boolean) => {
  const next = new Set(set);
  for (const id of ids) {
    if (isOn) next.add(id);
    else next.delete(id);
  }
  return next;
};

const membersOf = (contacts: readonly TSelectable[], groupId: string) =>
  contacts.filter((contact) => contact.groupId === groupId);

export function isContactTicked(selection: TContactSelection, contact: TSelectable): boolean {
  return (
    selection.contactIds.has(contact.id) ||
    (contact.groupId !== null && selection.groupIds.has(contact.groupId))
  );
}

/** A group shows ticked when it was ticked, or when everyone in it is ticked one by one. */
export function isGroupTicked(
  selection: TContactSelection,
  groupId: string,
  contacts: readonly TSelectable[],
): boolean {
  if (selection.groupIds.has(groupId)) return true;
  const members = membersOf(contacts, groupId);
  return members.length > 0 && members.every((member) => selection.contactIds.has(member.id));
}

/** Some but not all of a group's people are ticked (its box shows a dash). */
export function isGroupPartlyTicked(
  selection: TContactSelection,
  groupId: string,
  contacts: readonly TSelectable[],
): boolean {
  if (isGroupTicked(selection, groupId, contacts)) return false;
  return membersOf(contacts, groupId).some((member) => selection.contactIds.has(member.id));
}

export function tickContact(
  selection: TContactSelection,
  contact: TSelectable,
  isOn: boolean,
  contacts: readonly TSelectable[],
): TContactSelection {
  if (isOn) return { ...selection, contactIds: switched(selection.contactIds, [contact.id], true) };
  const { groupId } = contact;
  if (groupId === null || !selection.groupIds.has(groupId))
    return { ...selection, contactIds: switched(selection.contactIds, [contact.id], false) };
  // Unticking one person of a ticked group: the group goes, the others in it stay ticked.
  const others = membersOf(contacts, groupId)
    .map((member) => member.id)
    .filter((id) => id !== contact.id);
  return {
    contactIds: switched(switched(selection.contactIds, others, true), [contact.id], false),
    groupIds: switched(selection.groupIds, [groupId], false),
  };
}

/** Ticking a group ticks everyone in it; unticking it unticks them all, however they were ticked. */
export function tickGroup(
  selection: TContactSelection,
  groupId: string,
  isOn: boolean,
  contacts: readonly TSelectable[],
): TContactSelection {
  if (isOn) return { ...selection, groupIds: switched(selection.groupIds, [groupId], true) };
  const members = membersOf(contacts, groupId).map((member) => member.id);
  return {
    contactIds: switched(selection.contactIds, members, false),
    groupIds: switched(selection.groupIds, [groupId], false),
  };
}

/** A deleted person or group leaves the selection. */
export function forgetContact(selection: TContactSelection, contactId: string): TContactSelection {
  return { ...selection, contactIds: switched(selection.contactIds, [contactId], false) };
}

export function forgetGroup(selection: TContactSelection, groupId: string): TContactSelection {
  return { ...selection, groupIds: switched(selection.groupIds, [groupId], false) };
}
