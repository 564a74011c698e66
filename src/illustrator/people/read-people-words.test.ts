import { describe, expect, it } from "vitest";
import { readPeopleWords } from "./read-people-words";

describe("readPeopleWords", () => {
  it("takes hair words out of the sentence and keeps their colour and style", () => {
    const words = readPeopleWords("a girl with red curly hair and a dog");
    expect(words.rest.trim().replace(/\s+/g, " ")).toBe("a girl and a dog");
    expect(words.looks).toEqual([
      { at: 7, isBeforePerson: false, said: { hairColor: "#b8452a", hairStyle: "curly" } },
    ]);
  });

  it("reads white hair, glasses and a walking stick", () => {
    const words = readPeopleWords("grandma with white hair and glasses and a walking stick");
    expect(words.looks.map((look) => look.said)).toEqual([
      { hairColor: "#eeeef2" },
      { glasses: true },
      { walkingStick: true },
    ]);
    expect(words.rest.trim()).toBe("grandma");
  });

  it("reads a coloured dress as a dress of that colour", () => {
    const { looks, rest } = readPeopleWords("a girl in a pink dress");
    expect(looks[0]?.said).toEqual({ clothesColor: "#f472b6", outfit: "dress" });
    expect(rest.trim()).toBe("a girl");
  });

  it("dresses a child as a role: 'as a pirate' after, 'a pirate girl' before", () => {
    expect(readPeopleWords("me dressed as a pirate").looks[0]).toMatchObject({
      isBeforePerson: false,
      said: { outfit: "pirate" },
    });
    const before = readPeopleWords("a pirate girl on a ship");
    expect(before.looks[0]).toMatchObject({ isBeforePerson: true, said: { outfit: "pirate" } });
    expect(before.rest.replace(/\s+/g, " ")).toBe("a girl on a ship");
  });

  it("hears holding hands and hand in hand, and leaves a role said alone as a person", () => {
    expect(readPeopleWords("two sisters holding hands").holdingHands).toBe(true);
    expect(readPeopleWords("me and grandpa hand in hand").holdingHands).toBe(true);
    expect(readPeopleWords("a girl holding a flower").holdingHands).toBe(false);
    expect(readPeopleWords("a pirate on a ship").looks).toEqual([]);
  });
});
