// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { navigate } from "wouter/use-browser-location";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dismissToast, toast } from "./toast-store";
import { Toaster } from "./toaster";

const shownToasts = () => screen.queryAllByTestId("toast").map((element) => element.textContent);

beforeEach(() => {
  act(() => navigate("/contact"));
  render(<Toaster />);
});
afterEach(() => {
  act(dismissToast);
  cleanup();
});

describe("the toaster", () => {
  it("shows one toast at a time: the newest replaces the one before", () => {
    act(() => toast({ title: "Thank you!" }));
    act(() => toast({ title: "Thank you again!" }));
    expect(shownToasts()).toEqual(["Thank you again!"]);
  });

  it("clears the toast when the app goes to another page", () => {
    act(() => toast({ title: "Login Failed", variant: "destructive" }));
    act(() => navigate("/contact?step=2"));
    expect(shownToasts()).toEqual(["Login Failed"]);
    act(() => navigate("/account"));
    expect(shownToasts()).toEqual([]);
  });

  it("moves the focus to the notifications on F8, the spec's hotkey", () => {
    act(() => toast({ title: "Picture Deleted!" }));
    fireEvent.keyDown(window, { key: "F8" });
    expect(document.activeElement).toBe(screen.getByRole("status", { name: "Notifications (F8)" }));
    expect(document.activeElement?.textContent).toContain("Picture Deleted!");
  });

  it("keeps a toast the new page shows as it opens", () => {
    act(() => {
      navigate("/subscription");
      toast({ title: "Welcome to your plans" });
    });
    expect(shownToasts()).toEqual(["Welcome to your plans"]);
  });
});
