// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SpeechPlaceNote } from "./speech-place-note";

afterEach(cleanup);

describe("the note on where speech is turned into words", () => {
  it("says plainly that the browser's company does it over the internet and typing stays here", () => {
    render(<SpeechPlaceNote place="online" />);
    expect(screen.getByTestId("speech-place").textContent).toBe(
      "The company that makes this browser turns talking into words over the internet. Typing stays on this device.",
    );
  });
});
