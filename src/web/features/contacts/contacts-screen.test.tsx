// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { TContact, TContactGroup } from "@/shared/contracts/contacts";
import { CONTACT_GROUPS_KEY, CONTACTS_KEY } from "./contact-queries";
import { ContactsScreen } from "./contacts-screen";

afterEach(cleanup);

const at = "2026-11-27T08:00:00.000Z";
const family: TContactGroup = {
  id: "g-family",
  name: "Family",
  description: null,
  contactCount: 2,
  createdAt: at,
  updatedAt: at,
};
const person = (id: string, name: string, groupId: string | null): TContact => ({
  id,
  name,
  groupId,
  groupName: groupId ? "Family" : null,
  email: `${id}@example.com`,
  username: null,
  notes: null,
  createdAt: at,
  updatedAt: at,
});
const grandma = person("rose", "Grandma Rose", family.id);
const grandpa = person("joe", "Grandpa Joe", family.id);
const teacher = person("ann", "Miss Ann", null);

function renderScreen() {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(CONTACT_GROUPS_KEY, [family]);
  client.setQueryData(CONTACTS_KEY, [grandma, grandpa, teacher]);
  render(
    <QueryClientProvider client={client}>
      <ContactsScreen />
    </QueryClientProvider>,
  );
}

const box = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const ticked = () =>
  ["Grandma Rose", "Grandpa Joe", "Miss Ann"].filter((name) => box(`Select ${name}`).checked);
const selected = () => screen.getByTestId("selection-bar").querySelector("p")?.textContent;

describe("ticking on /contacts", () => {
  it("shows a ticked group's people ticked, and unticking the group unticks them", () => {
    renderScreen();
    fireEvent.click(box("Select group Family"));
    expect(box("Select group Family").checked).toBe(true);
    expect(ticked()).toEqual(["Grandma Rose", "Grandpa Joe"]);
    expect(selected()).toBe("2 people selected");

    fireEvent.click(box("Select group Family"));
    expect(ticked()).toEqual([]);
    expect(screen.queryByTestId("selection-bar")).toBeNull();
  });

  it("unticking one person of a ticked group keeps the others, and the group shows partly ticked", () => {
    renderScreen();
    fireEvent.click(box("Select group Family"));
    fireEvent.click(box("Select Miss Ann"));
    fireEvent.click(box("Select Grandpa Joe"));
    expect(ticked()).toEqual(["Grandma Rose", "Miss Ann"]);
    expect(box("Select group Family").checked).toBe(false);
    expect(box("Select group Family").indeterminate).toBe(true);
    expect(selected()).toBe("2 people selected");
  });

  it("shows a group ticked once everyone in it is ticked one by one", () => {
    renderScreen();
    fireEvent.click(box("Select Grandma Rose"));
    expect(box("Select group Family").indeterminate).toBe(true);
    fireEvent.click(box("Select Grandpa Joe"));
    expect(box("Select group Family").checked).toBe(true);
    expect(box("Select group Family").indeterminate).toBe(false);
    expect(selected()).toBe("2 people selected");

    fireEvent.click(box("Select group Family"));
    expect(ticked()).toEqual([]);
  });
});
