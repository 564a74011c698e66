import { describe, expect, it } from "vitest";
import { readStoryNames, withNamesAsKinds } from "./story-names";

describe("readStoryNames", () => {
  it("reads who a story's names are, however a child says it", () => {
    expect(
      readStoryNames([
        "Ella is a little girl with a blue toy boat.",
        "Pip the puppy had a red ball.",
        "My friend Sam is a little boy.",
        "His dog Max wore a party hat.",
        "A brown bear named Bruno lived in a cave.",
        "My brother Oli has a blue bike.",
      ]),
    ).toEqual([
      { name: "Ella", kind: "girl" },
      { name: "Pip", kind: "puppy" },
      { name: "Sam", kind: "boy" },
      { name: "Max", kind: "dog" },
      { name: "Bruno", kind: "bear" },
      { name: "Oli", kind: "brother" },
    ]);
  });

  it("takes no sentence opener, place or month for a name", () => {
    expect(
      readStoryNames(["Then the dog ran.", "One day a cat came.", "In May the sun shone."]),
    ).toEqual([]);
  });
});

describe("withNamesAsKinds", () => {
  const names = [
    { name: "Ella", kind: "girl" },
    { name: "Pip", kind: "puppy" },
  ];

  it("says who a name is, so the parser draws it", () => {
    expect(withNamesAsKinds("Ella is a little girl with a blue boat.", names)).toBe(
      "a little girl with a blue boat.",
    );
    expect(withNamesAsKinds("A swan pushed the boat back to Ella.", names)).toBe(
      "A swan pushed the boat back to the girl.",
    );
    expect(withNamesAsKinds("Pip the puppy took Ella's ball.", names)).toBe(
      "the puppy took the girl's ball.",
    );
  });
});
