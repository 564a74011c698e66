// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { TMessage } from "@/shared/contracts/messages";
import { MessageRow } from "./message-row";

afterEach(cleanup);

const long = "Hi Ben! ".repeat(40) + "Love, Ada";
const message: TMessage = {
  id: "m1",
  from: { username: "ada", childName: "Ada" },
  to: { username: "ben", childName: "Ben" },
  subject: "A dragon for you",
  content: long,
  attachedImageId: null,
  attachedImage: null,
  isRead: false,
  delivery: "delivered",
  sentAt: "2026-11-27T08:00:00.000Z",
};

/** Tailwind's display utilities: any of them beside line-clamp-2 overrides its -webkit-box. */
const DISPLAY_UTILITIES = new Set([
  "block",
  "inline",
  "inline-block",
  "flex",
  "inline-flex",
  "grid",
  "inline-grid",
  "contents",
  "flow-root",
  "table",
  "hidden",
]);

describe("an inbox row", () => {
  it("shows the message as a two-line preview (spec social.md §2, Inbox page), the whole text kept", () => {
    render(
      <ul>
        <MessageRow
          message={message}
          box="inbox"
          isDeleting={false}
          onOpen={() => {}}
          onDelete={() => {}}
        />
      </ul>,
    );
    const preview = screen.getByTestId("message-preview");
    expect(preview.textContent).toBe(long);
    const classes = preview.className.split(/\s+/);
    expect(classes).toContain("line-clamp-2");
    expect(classes.filter((name) => DISPLAY_UTILITIES.has(name))).toEqual([]);
  });
});
