import { afterEach, describe, expect, it, vi } from "vitest";
import { namesList, sendGreetingCards } from "./use-send-greeting-cards";

const gran = { id: "c1", name: "Grandma", email: "gran@example.com" };
const pop = { id: "c2", name: "Grandpa", email: "pop@example.com" };
const input = {
  cardBase64: "iVBORw0KGgo=",
  subject: "Hi",
  message: "Love",
  imageDescription: "a fox",
};

afterEach(() => vi.unstubAllGlobals());

describe("sendGreetingCards", () => {
  it("makes one call per person, all together, and says who got a card and who did not", async () => {
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { recipientEmail: string };
      return body.recipientEmail === pop.email
        ? new Response(JSON.stringify({ message: "That's a lot of cards!" }), { status: 429 })
        : new Response(JSON.stringify({ message: "ok", recipientName: "Grandma", sentAt: "" }));
    });
    vi.stubGlobal("fetch", fetchMock);
    const outcome = await sendGreetingCards({ ...input, recipients: [gran, pop] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const first = JSON.parse(String(fetchMock.mock.calls[0]?.[1].body)) as Record<string, string>;
    expect(first).toEqual({
      recipientEmail: gran.email,
      recipientName: gran.name,
      customMessage: "Love",
      imageDescription: "a fox",
      greetingCardBase64: input.cardBase64,
      subject: "Hi",
    });
    expect(outcome.sent).toEqual([gran]);
    expect(outcome.failed).toEqual([{ recipient: pop, message: "That's a lot of cards!" }]);
  });

  it("sends nothing when someone has no address", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    await expect(
      sendGreetingCards({ ...input, recipients: [gran, { id: "c3", name: "Nan", email: " " }] }),
    ).rejects.toThrow("Contact Nan does not have an email address");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("lists names the way people say them", () => {
    expect(namesList(["Gran"])).toBe("Gran");
    expect(namesList(["Gran", "Pop"])).toBe("Gran and Pop");
    expect(namesList(["Gran", "Pop", "May"])).toBe("Gran, Pop and May");
  });
});
