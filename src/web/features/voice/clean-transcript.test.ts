import { describe, expect, it } from "vitest";
import { cleanTranscript } from "./clean-transcript";

describe("cleanTranscript", () => {
  it("capitalises the first letter and adds a full stop", () => {
    expect(cleanTranscript("a friendly dragon")).toBe("A friendly dragon.");
  });

  it("keeps a question or exclamation mark the speaker ended with", () => {
    expect(cleanTranscript("a dancing cat!")).toBe("A dancing cat!");
    expect(cleanTranscript("a dancing cat.")).toBe("A dancing cat.");
  });

  it("tidies spaces and trailing commas", () => {
    expect(cleanTranscript("   a   red \n ball ,  ")).toBe("A red ball.");
  });

  it("returns an empty string for nothing heard", () => {
    expect(cleanTranscript("")).toBe("");
    expect(cleanTranscript("   ")).toBe("");
    expect(cleanTranscript("um uh")).toBe("");
  });

  it("removes filler sounds", () => {
    expect(cleanTranscript("um a big uh red erm bus hmm")).toBe("A big red bus.");
    expect(cleanTranscript("umbrella and a hummingbird")).toBe("Umbrella and a hummingbird.");
  });

  it.each([
    ["can you draw me a picture of a cat", "A cat."],
    ["please draw a rocket", "A rocket."],
    ["could you please make a castle", "A castle."],
    ["draw me a unicorn", "A unicorn."],
    ["I want a picture of a tiger", "A tiger."],
    ["I want to see a whale", "A whale."],
    ["picture of a frog", "A frog."],
  ])("removes the request in %s", (spoken, cleaned) => {
    expect(cleanTranscript(spoken)).toBe(cleaned);
  });

  it("leaves a request word that is part of the picture", () => {
    expect(cleanTranscript("a bear who wants to draw")).toBe("A bear who wants to draw.");
  });

  it.each([
    ["a uni corn", "A unicorn."],
    ["two uni corns", "Two unicorns."],
    ["a dino sore in the park", "A dinosaur in the park."],
    ["dyna sores", "Dinosaurs."],
    ["a butter fly", "A butterfly."],
    ["a rain bow", "A rainbow."],
    ["a big t rex", "A big T. rex."],
  ])("corrects %s", (spoken, cleaned) => {
    expect(cleanTranscript(spoken)).toBe(cleaned);
  });

  it("reduces a word said three or more times in a row", () => {
    expect(cleanTranscript("a big big big dog")).toBe("A big dog.");
    expect(cleanTranscript("the the the the cat")).toBe("The cat.");
    expect(cleanTranscript("a Big big BIG dog")).toBe("A Big dog.");
  });

  it("keeps a word said twice", () => {
    expect(cleanTranscript("a very very tall giraffe")).toBe("A very very tall giraffe.");
  });
});
