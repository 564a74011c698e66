import { describe, expect, it } from "vitest";
import type { TGrownUpMessage, TGrownUpMessageStatus } from "@/shared/contracts/family";
import { statusText } from "./grown-up-message-status";

const message = (status: TGrownUpMessageStatus, isRead = false): TGrownUpMessage => ({
  id: "m1",
  from: { username: "ada", childName: "Ada" },
  to: { username: "ben", childName: "Ben" },
  subject: "Hello",
  content: "I drew a dragon",
  attachedImageId: null,
  attachedImage: null,
  isRead,
  delivery: status === "waiting" ? "waiting" : "delivered",
  status,
  sentAt: "2026-11-25T10:00:00.000Z",
});

describe("what became of a message, in a grown-up's words", () => {
  it("says of a received one whether it was opened, reported, deleted or declined", () => {
    expect(statusText("received", message("delivered")).label).toBe("Not opened yet");
    expect(statusText("received", message("delivered", true)).label).toBe("Read");
    expect(statusText("received", message("reported"))).toMatchObject({
      label: "Reported",
      tone: "alert",
    });
    expect(statusText("received", message("deleted")).label).toBe("Deleted from the inbox");
    expect(statusText("received", message("declined")).explanation).toMatch(/never saw it/);
  });

  it("never tells of a sent one whether the other family read it", () => {
    expect(statusText("sent", message("delivered", true)).label).toBe("Delivered");
    expect(statusText("sent", message("delivered", false)).label).toBe("Delivered");
    expect(statusText("sent", message("waiting")).label).toBe("Waiting for a grown-up there");
    expect(statusText("sent", message("deleted")).label).toBe("Deleted from Sent");
  });
});
