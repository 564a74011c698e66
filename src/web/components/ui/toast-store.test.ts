import { afterEach, describe, expect, it, vi } from "vitest";
import {
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
});
