import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CONTACT_GROUPS_PER_FAMILY,
  CONTACT_MESSAGES,
  CONTACTS_PER_FAMILY,
  type TContact,
  type TContactGroup,
} from "../../shared/contracts/contacts";
import { ID_NOT_VALID_MESSAGE, TEXT_NOT_ALLOWED_MESSAGE } from "../../shared/contracts/text";
import { ONE_LINE_MESSAGE } from "../../shared/contracts/single-line-text";
import { contactGroups, contacts } from "../db/schema";
import { createSignedInUser, type Send } from "../test/account-factory";
import { browser, createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";

let t: TestApp;
beforeAll(async () => {
  await prepareTestDatabase();
  t = await createTestApp();
});
afterAll(async () => t.close());

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

async function addGroup(send: Send, name: string, description?: string) {
  const response = await send({
    method: "POST",
    url: "/api/contact-groups",
    payload: { name, description },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TContactGroup;
}

async function addContact(send: Send, payload: Record<string, unknown>) {
  const response = await send({ method: "POST", url: "/api/contacts", payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TContact;
}

const list = async <T>(send: Send, url: string) => {
  const response = await send({ method: "GET", url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

describe("contacts and groups", () => {
  it("answers a visitor 401 on every call", async () => {
    const visitor = browser(t.app, "192.0.2.10");
    const calls = [
      { method: "GET", url: "/api/contact-groups" },
      { method: "POST", url: "/api/contact-groups", payload: { name: "Family" } },
      { method: "PUT", url: `/api/contact-groups/${MISSING_ID}`, payload: { name: "Family" } },
      { method: "DELETE", url: `/api/contact-groups/${MISSING_ID}` },
      { method: "GET", url: "/api/contacts" },
      { method: "POST", url: "/api/contacts", payload: { name: "Nan", email: "nan@example.com" } },
      {
        method: "PUT",
        url: `/api/contacts/${MISSING_ID}`,
        payload: { name: "Nan", email: "nan@example.com" },
      },
      { method: "DELETE", url: `/api/contacts/${MISSING_ID}` },
    ] as const;
    for (const call of calls) {
      const response = await visitor(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toEqual({ message: "Please sign in first." });
    }
  });

  it("keeps groups and contacts, finds or creates a group by name, filters by group", async () => {
    const { send } = await createSignedInUser(t, { ipAddress: "192.0.2.11" });
    const family = await addGroup(send, "  Family  ", "Grandmas and grandpas");
    expect(family).toMatchObject({
      name: "Family",
      description: "Grandmas and grandpas",
      contactCount: 0,
    });

    const grandma = await addContact(send, {
      name: " Grandma Rose ",
      email: " Rose@Example.com ",
      username: "",
      notes: "Loves tulips",
      groupName: "family",
    });
    expect(grandma).toMatchObject({
      name: "Grandma Rose",
      email: "Rose@Example.com",
      username: null,
      notes: "Loves tulips",
      groupId: family.id,
      groupName: "Family",
    });
    const teacher = await addContact(send, {
      name: "Ms Lee",
      email: "lee@example.com",
      groupName: "School",
    });
    const neighbour = await addContact(send, {
      name: "Sam",
      email: "sam@example.com",
      groupId: null,
      groupName: "   ",
    });
    expect(neighbour.groupId).toBeNull();

    const groups = await list<TContactGroup[]>(send, "/api/contact-groups");
    expect(groups.map((group) => [group.name, group.contactCount])).toEqual([
      ["Family", 1],
      ["School", 1],
    ]);
    const everyone = await list<TContact[]>(send, "/api/contacts");
    expect(everyone.map((contact) => contact.name)).toEqual(["Grandma Rose", "Ms Lee", "Sam"]);
    const ofFamily = await list<TContact[]>(send, `/api/contacts?groupId=${family.id}`);
    expect(ofFamily.map((contact) => contact.id)).toEqual([grandma.id]);

    const moved = await send({
      method: "PUT",
      url: `/api/contacts/${teacher.id}`,
      payload: { name: "Ms Lee", email: "lee@example.com", groupId: family.id, notes: "Art" },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ groupId: family.id, groupName: "Family", notes: "Art" });

    const renamed = await send({
      method: "PUT",
      url: `/api/contact-groups/${family.id}`,
      payload: { name: "Grandparents" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: "Grandparents",
      description: null,
      contactCount: 2,
    });
  });

  it("keeps a deleted group's contacts, ungrouped, and deletes contacts", async () => {
    const { send } = await createSignedInUser(t, { ipAddress: "192.0.2.12" });
    const group = await addGroup(send, "Cousins");
    const cousin = await addContact(send, {
      name: "Mia",
      email: "mia@example.com",
      groupId: group.id,
    });
    const deleted = await send({ method: "DELETE", url: `/api/contact-groups/${group.id}` });
    expect(deleted.statusCode).toBe(204);
    const [kept] = await list<TContact[]>(send, "/api/contacts");
    expect(kept).toMatchObject({ id: cousin.id, groupId: null, groupName: null });

    expect((await send({ method: "DELETE", url: `/api/contacts/${cousin.id}` })).statusCode).toBe(
      204,
    );
    expect(await list<TContact[]>(send, "/api/contacts")).toEqual([]);
    const again = await send({ method: "DELETE", url: `/api/contacts/${cousin.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: CONTACT_MESSAGES.contactNotFound });
  });

  it("answers the form's messages for bad input", async () => {
    const { send } = await createSignedInUser(t, { ipAddress: "192.0.2.13" });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "  ", email: "nan@example.com" }, CONTACT_MESSAGES.nameRequired],
      [{ email: "nan@example.com" }, CONTACT_MESSAGES.nameRequired],
      [{ name: "Nan", email: "  " }, CONTACT_MESSAGES.emailRequired],
      [{ name: "Nan" }, CONTACT_MESSAGES.emailRequired],
      [{ name: "Nan", email: "nan at example" }, CONTACT_MESSAGES.emailInvalid],
      [
        { name: "Nan", email: "nan@example.com\r\nBcc: evil@example.org" },
        CONTACT_MESSAGES.emailInvalid,
      ],
      [{ name: "Nan\r\nBcc: evil@example.org", email: "nan@example.com" }, ONE_LINE_MESSAGE],
      [{ name: "Nan\u0000", email: "nan@example.com" }, TEXT_NOT_ALLOWED_MESSAGE],
      [{ name: "N".repeat(81), email: "nan@example.com" }, CONTACT_MESSAGES.nameTooLong],
      [
        { name: "Nan", email: "nan@example.com", notes: "n".repeat(501) },
        CONTACT_MESSAGES.notesTooLong,
      ],
      [{ name: "Nan", email: "nan@example.com", groupId: "../etc" }, ID_NOT_VALID_MESSAGE],
      [{ name: "shit head", email: "nan@example.com" }, CONTACT_MESSAGES.unkind],
      [
        { name: "Nan", email: "nan@example.com", notes: "you are a bitch" },
        CONTACT_MESSAGES.unkind,
      ],
      [{ name: "Nan", email: "nan@example.com", groupName: "fuck" }, CONTACT_MESSAGES.unkind],
    ];
    for (const [payload, message] of cases) {
      const response = await send({ method: "POST", url: "/api/contacts", payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }

    const groupCases: Array<[unknown, string]> = [
      [{ name: "" }, CONTACT_MESSAGES.groupNameRequired],
      [{}, CONTACT_MESSAGES.groupNameRequired],
      [{ name: "G".repeat(81) }, CONTACT_MESSAGES.groupNameTooLong],
      [{ name: "Fine", description: "d".repeat(501) }, CONTACT_MESSAGES.descriptionTooLong],
      [{ name: "crap" }, CONTACT_MESSAGES.unkind],
    ];
    for (const [payload, message] of groupCases) {
      const response = await send({ method: "POST", url: "/api/contact-groups", payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    await addGroup(send, "Friends");
    const twin = await send({
      method: "POST",
      url: "/api/contact-groups",
      payload: { name: "FRIENDS" },
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({ message: CONTACT_MESSAGES.groupNameTaken });

    const crafted = await send({ method: "PUT", url: "/api/contacts/1%20or%201=1", payload: {} });
    expect(crafted.statusCode).toBe(400);
    const badFilter = await send({ method: "GET", url: "/api/contacts?groupId=abc" });
    expect(badFilter.statusCode).toBe(400);
  });

  it("lets no family see or change another family's contacts or groups", async () => {
    const owner = await createSignedInUser(t, { ipAddress: "192.0.2.14" });
    const other = await createSignedInUser(t, { ipAddress: "192.0.2.15" });
    const group = await addGroup(owner.send, "Family");
    const contact = await addContact(owner.send, {
      name: "Grandpa Joe",
      email: "joe@example.com",
      groupId: group.id,
    });
    const contactBody = { name: "Hacked", email: "hacker@example.org" };

    const attempts = [
      { method: "PUT", url: `/api/contacts/${contact.id}`, payload: contactBody },
      { method: "DELETE", url: `/api/contacts/${contact.id}` },
      { method: "PUT", url: `/api/contact-groups/${group.id}`, payload: { name: "Mine" } },
      { method: "DELETE", url: `/api/contact-groups/${group.id}` },
      { method: "GET", url: `/api/contacts?groupId=${group.id}` },
      { method: "POST", url: "/api/contacts", payload: { ...contactBody, groupId: group.id } },
    ] as const;
    for (const attempt of attempts) {
      const response = await other.send(attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    const ownContact = await addContact(other.send, { name: "Pat", email: "pat@example.com" });
    const moveIntoTheirs = await other.send({
      method: "PUT",
      url: `/api/contacts/${ownContact.id}`,
      payload: { name: "Pat", email: "pat@example.com", groupId: group.id },
    });
    expect(moveIntoTheirs.statusCode).toBe(404);
    expect(moveIntoTheirs.json()).toEqual({ message: CONTACT_MESSAGES.groupNotFound });

    expect(await list<TContact[]>(other.send, "/api/contacts")).toHaveLength(1);
    expect(await list<TContactGroup[]>(other.send, "/api/contact-groups")).toEqual([]);
    // A group name that matches theirs makes a new group of our own, never joins theirs.
    const sameName = await addContact(other.send, {
      name: "Kim",
      email: "kim@example.com",
      groupName: "Family",
    });
    expect(sameName.groupId).not.toBe(group.id);

    const [untouched] = await list<TContact[]>(owner.send, "/api/contacts");
    expect(untouched).toMatchObject({ name: "Grandpa Joe", groupId: group.id });
    const [theirGroup] = await list<TContactGroup[]>(owner.send, "/api/contact-groups");
    expect(theirGroup).toMatchObject({ name: "Family", contactCount: 1 });
  });

  it(`stops at ${CONTACTS_PER_FAMILY} contacts and ${CONTACT_GROUPS_PER_FAMILY} groups a family`, async () => {
    const { send, user } = await createSignedInUser(t, { ipAddress: "192.0.2.16" });
    await t.db.insert(contacts).values(
      Array.from({ length: CONTACTS_PER_FAMILY }, (_, index) => ({
        userId: user.id,
        name: `Friend ${index}`,
        email: `friend${index}@example.com`,
      })),
    );
    const full = await send({
      method: "POST",
      url: "/api/contacts",
      payload: { name: "One more", email: "more@example.com" },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: CONTACT_MESSAGES.tooManyContacts });

    await t.db.delete(contacts).where(eq(contacts.userId, user.id));
    await t.db.insert(contactGroups).values(
      Array.from({ length: CONTACT_GROUPS_PER_FAMILY }, (_, index) => ({
        userId: user.id,
        name: `Group ${index}`,
      })),
    );
    const tooMany = await send({
      method: "POST",
      url: "/api/contact-groups",
      payload: { name: "Another" },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ message: CONTACT_MESSAGES.tooManyGroups });
    const byName = await send({
      method: "POST",
      url: "/api/contacts",
      payload: { name: "Nan", email: "nan@example.com", groupName: "Brand new group" },
    });
    expect(byName.statusCode).toBe(409);
    expect(await list<TContact[]>(send, "/api/contacts")).toEqual([]);
  });
});
