import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearToastOnNavigation,
  currentToast,
  dismissToast,
  subscribeToToasts,
  toast,
  TOAST_DURATION_MS,
} from "./toast-store";

describe("toast store", () => {
  afterEach(() => {
    dismissToast();
    vi.useRealTimers();
  });

  it("shows one toast at a time: a new one replaces the old", () => {
    toast({ title: "First" });
    toast({ title: "Second", description: "Hello", variant: "success" });
    expect(currentToast()).toMatchObject({
      title: "Second",
      description: "Hello",
      variant: "success",
    });
  });

  it("removes a toast after 5 seconds, or a custom duration", () => {
    vi.useFakeTimers();
    toast({ title: "Short" });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(currentToast()?.title).toBe("Short");
    vi.advanceTimersByTime(1);
    expect(currentToast()).toBeNull();

    toast({ title: "Replaced early", durationMs: 1000 });
    toast({ title: "Survivor", durationMs: 3000 });
    vi.advanceTimersByTime(1500);
    expect(currentToast()?.title).toBe("Survivor");
  });

  it("tells subscribers about every change", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    toast({ title: "Hi" });
    dismissToast();
    unsubscribe();
    toast({ title: "Unheard" });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("clears a toast when the app goes to another page, but not on the page it belongs to", () => {
    toast({ title: "Login Failed", variant: "destructive" });
    clearToastOnNavigation("/");
    expect(currentToast()?.title).toBe("Login Failed");
    clearToastOnNavigation("/account");
    expect(currentToast()).toBeNull();
  });

  it("keeps a toast that announces the move to its page, and clears it on the next move", () => {
    toast({ title: "Uploaded!", keptOnPage: "/home-of-the-toast" });
    clearToastOnNavigation("/home-of-the-toast");
    expect(currentToast()?.title).toBe("Uploaded!");
    clearToastOnNavigation("/diary");
    expect(currentToast()).toBeNull();
  });

  it("leaves no timer behind that could clear a later toast early", () => {
    vi.useFakeTimers();
    toast({ title: "Old", durationMs: 1000 });
    clearToastOnNavigation("/elsewhere");
    toast({ title: "New", durationMs: 3000 });
    vi.advanceTimersByTime(2000);
    expect(currentToast()?.title).toBe("New");
  });
});
