// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PictureWords } from "./picture-words";

afterEach(cleanup);

const shownWords = () =>
  within(screen.getByRole("list", { name: "Words in this picture" }))
    .getAllByRole("listitem")
    .map((chip) => chip.textContent);

describe("a picture's words", () => {
  it("are shown and read in the order the child said them", () => {
    render(<PictureWords description="a snowman on the beach with a crab" />);
    expect(shownWords()).toEqual(["snowman", "beach", "crab"]);
  });

  it("put a baby word or a plural where it was first said, each word once", () => {
    render(<PictureWords description="a kitty and three doggies and another kitty" />);
    expect(shownWords()).toEqual(["cat", "three", "dog"]);
  });
});
