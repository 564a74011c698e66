// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GenerationOverlay } from "./generation-overlay";
import { OVERLAY_FLOURISH_MS, useGenerationOverlay } from "./use-generation-overlay";

/** The creation page's use of the overlay: open while drawing, finish when the picture comes. */
function Harness({ onShown }: { onShown(): void }) {
  const overlay = useGenerationOverlay();
  return (
    <>
      <button type="button" onClick={overlay.start}>
        start
      </button>
      <button type="button" onClick={() => overlay.finish(onShown)}>
        arrived
      </button>
      <GenerationOverlay isOpen={overlay.isOpen} isCelebrating={overlay.isCelebrating} />
    </>
  );
}

const press = (name: string) => act(() => screen.getByRole("button", { name }).click());
const overlay = () => screen.queryByTestId("generation-overlay");

beforeEach(() => {
  vi.useFakeTimers();
  // The overlay's music is a bonus; here there is none to fetch.
  vi.stubGlobal("fetch", () => new Promise(() => {}));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the generation overlay when the picture arrives", () => {
  it("counts down while the picture is drawn", () => {
    render(<Harness onShown={() => {}} />);
    press("start");
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByTestId("overlay-countdown").textContent).toBe("28 seconds");
    expect(screen.getByTestId("overlay-percent").textContent).toBe("7% complete");
  });

  it("fills its bar as far as the percent it says is complete", () => {
    render(<Harness onShown={() => {}} />);
    press("start");
    act(() => vi.advanceTimersByTime(2_400));
    expect(screen.getByTestId("overlay-percent").textContent).toBe("8% complete");
    const bar = screen.getByRole("progressbar", { name: "Picture progress" });
    expect(bar.getAttribute("aria-valuenow")).toBe("8");
    expect((bar.firstElementChild as HTMLElement).style.width).toBe("8%");
  });

  it("plays a 'Ta-da!' flourish of at most 0.6 s, never a frozen '0 seconds / 100%'", () => {
    const onShown = vi.fn();
    render(<Harness onShown={onShown} />);
    press("start");
    act(() => vi.advanceTimersByTime(1_500));
    press("arrived");

    expect(screen.getByTestId("overlay-ta-da").textContent).toContain("Ta-da!");
    expect(screen.queryByTestId("overlay-countdown")).toBeNull();
    expect(screen.queryByText(/100% complete/)).toBeNull();
    expect(onShown).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(OVERLAY_FLOURISH_MS - 1));
    expect(overlay()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(overlay()).toBeNull();
    expect(onShown).toHaveBeenCalledTimes(1);
    expect(OVERLAY_FLOURISH_MS).toBeLessThanOrEqual(600);
  });

  it("hands over only once, even when a new picture is started during the flourish", () => {
    const onShown = vi.fn();
    render(<Harness onShown={onShown} />);
    press("start");
    press("arrived");
    act(() => vi.advanceTimersByTime(100));
    press("start");
    act(() => vi.advanceTimersByTime(OVERLAY_FLOURISH_MS * 2));
    expect(onShown).not.toHaveBeenCalled();
    expect(screen.getByTestId("overlay-countdown")).toBeTruthy();
  });
});
