// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TUndeliveredCard } from "@/shared/contracts/greeting-cards";
import { UndeliveredCardsNotice } from "./undelivered-cards-notice";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A server holding the family's undelivered cards: the list, and dismissing one. */
function serverWith(cards: TUndeliveredCard[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push(`${method} ${url}`);
      if (method === "DELETE") {
        const id = url.split("/").pop();
        cards = cards.filter((card) => card.id !== id);
        return new Response(null, { status: 204 });
      }
      return Response.json({ cards });
    }),
  );
  return calls;
}

const card = (id: string, recipientName: string): TUndeliveredCard => ({
  id,
  recipientName,
  subject: "Check out this magical picture!",
  failedAt: "2026-11-25T10:00:00.000Z",
});

const renderNotice = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UndeliveredCardsNotice />
    </QueryClientProvider>,
  );

describe("the undelivered cards notice", () => {
  it("tells the family kindly which card did not arrive, and goes once dismissed", async () => {
    const calls = serverWith([card("c1", "Grandma"), card("c2", "Uncle Ted")]);
    renderNotice();
    expect(await screen.findByText("Your card for Grandma didn't arrive")).toBeTruthy();
    expect(screen.getByText("Your card for Uncle Ted didn't arrive")).toBeTruthy();
    expect(screen.getByText(/Please check Grandma's email address in your contacts/)).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Open my contacts" })[0]!.getAttribute("href")).toBe(
      "/contacts",
    );

    fireEvent.click(screen.getAllByRole("button", { name: "OK, got it" })[0]!);
    await waitFor(() => expect(screen.queryByText(/Your card for Grandma/)).toBeNull());
    expect(screen.getByText("Your card for Uncle Ted didn't arrive")).toBeTruthy();
    expect(calls).toContain("DELETE /api/greeting-cards/undelivered/c1");
  });

  it("shows nothing when every card arrived", async () => {
    const calls = serverWith([]);
    const { container } = renderNotice();
    await waitFor(() => expect(calls).toEqual(["GET /api/greeting-cards/undelivered"]));
    expect(container.textContent).toBe("");
  });
});
