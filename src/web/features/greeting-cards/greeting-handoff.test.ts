import { describe, expect, it } from "vitest";
import {
  GREETING_CARD_DATA_KEY,
  SELECTED_CONTACTS_KEY,
  expandSelection,
  storeGreetingCardData,
  storeSelectedContacts,
  takeGreetingCardData,
  takeSelectedContacts,
} from "./greeting-handoff";

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const grandma = { id: "c1", name: "Grandma", email: "gran@example.com", groupId: "g1" };
const grandpa = { id: "c2", name: "Grandpa", email: "pop@example.com", groupId: "g1" };
const teacher = { id: "c3", name: "Ms Lee", email: "lee@example.com", groupId: null };

describe("greeting hand-off", () => {
  it("expands ticked groups to their contacts and keeps each person once", () => {
    const people = expandSelection([grandma, grandpa, teacher], {
      contactIds: new Set(["c1", "c3"]),
      groupIds: new Set(["g1"]),
    });
    expect(people.map((person) => person.id)).toEqual(["c1", "c2", "c3"]);
    expect(
      expandSelection([grandma, teacher], { contactIds: new Set(), groupIds: new Set(["g9"]) }),
    ).toEqual([]);
  });

  it("hands the ticked people over once, under the spec's key", () => {
    const storage = new MemoryStorage();
    storeSelectedContacts(storage, [grandma, teacher]);
    expect(JSON.parse(storage.getItem(SELECTED_CONTACTS_KEY) ?? "")).toEqual([
      { id: "c1", name: "Grandma", email: "gran@example.com" },
      { id: "c3", name: "Ms Lee", email: "lee@example.com" },
    ]);
    expect(takeSelectedContacts(storage).map((person) => person.name)).toEqual([
      "Grandma",
      "Ms Lee",
    ]);
    expect(takeSelectedContacts(storage)).toEqual([]);
  });

  it("hands over a picture with its people and message, and ignores broken data", () => {
    const storage = new MemoryStorage();
    const image = {
      id: "i1",
      imageUrl: "/media/a.png",
      faceSwappedUrl: null,
      description: "a red fox",
      thumbnailUrl: "/media/a.webp",
    };
    storeGreetingCardData(storage, { image, recipients: [grandpa], message: "Hello!" });
    expect(takeGreetingCardData(storage)).toEqual({
      image: { id: "i1", imageUrl: "/media/a.png", faceSwappedUrl: null, description: "a red fox" },
      recipients: [{ id: "c2", name: "Grandpa", email: "pop@example.com" }],
      message: "Hello!",
    });
    expect(storage.getItem(GREETING_CARD_DATA_KEY)).toBeNull();
    storage.setItem(GREETING_CARD_DATA_KEY, "{not json");
    expect(takeGreetingCardData(storage)).toBeNull();
    storage.setItem(GREETING_CARD_DATA_KEY, JSON.stringify({ image: 3 }));
    expect(takeGreetingCardData(storage)).toBeNull();
  });
});
