import { MESSAGE_TEXT } from "@/shared/contracts/messages";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentToast, dismissToast } from "@/web/components/ui/toast-store";
import { ApiError, NO_CONNECTION_MESSAGE } from "@/web/lib/api";
import { toastMessageFailure } from "./message-toasts";

const assign = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("window", { location: { assign } });
  vi.stubGlobal("navigator", { onLine: true });
});
afterEach(() => {
  dismissToast();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  assign.mockReset();
});

const apiError = (status: number, body: object | null) =>
  new ApiError(status, "", body ? JSON.stringify(body) : `${status}: `, body as never);

describe("toastMessageFailure", () => {
  it("says 'Unauthorized' and goes to the login path after 0.5 s on a 401", () => {
    toastMessageFailure(apiError(401, { message: "Please sign in first." }), "unused");
    expect(currentToast()).toMatchObject({
      title: "Unauthorized",
      description: "You are logged out. Logging in again...",
    });
    vi.advanceTimersByTime(499);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith("/api/login");
  });

  it("shows the server's sentence under 'Error', the offline sentence, or the spec's fallback", () => {
    toastMessageFailure(apiError(404, { message: MESSAGE_TEXT.recipientNotFound }), "unused");
    expect(currentToast()).toMatchObject({
      title: "Error",
      description: MESSAGE_TEXT.recipientNotFound,
    });
    toastMessageFailure(new TypeError("Failed to fetch"), MESSAGE_TEXT.sendFailed);
    expect(currentToast()).toMatchObject({ title: "Error", description: NO_CONNECTION_MESSAGE });
    toastMessageFailure(apiError(400, null), MESSAGE_TEXT.sendFailed);
    expect(currentToast()).toMatchObject({
      title: "Error",
      description: "Failed to send message. Please try again!",
    });
    vi.runAllTimers();
    expect(assign).not.toHaveBeenCalled();
  });
});
