import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/web/lib/api";
import { LOGIN_PATH } from "@/web/features/auth/go-to-sign-in";
import {
  goToLoginSoon,
  LOGIN_REDIRECT_DELAY_MS,
  removeFailureToast,
  saveFailureToast,
} from "./diary-toasts";

const apiError = (status: number, body: string) =>
  new ApiError(status, "", `${status}: ${body}`, null);

describe("saveFailureToast", () => {
  it("sends a signed-out family to sign in", () => {
    expect(saveFailureToast(apiError(401, "Unauthorized"))).toEqual({
      title: "Please log in",
      description: "You need to be logged in to save pictures to your diary.",
      variant: "destructive",
      isSignInNeeded: true,
    });
  });

  it("says a picture already in the diary is already saved", () => {
    expect(saveFailureToast(apiError(409, "Conflict"))).toMatchObject({
      title: "Already saved",
      description: "This picture is already saved in your diary!",
      isSignInNeeded: false,
    });
  });

  it("says the save failed for anything else, a lost connection too", () => {
    for (const error of [apiError(500, "oops"), apiError(404, "gone"), new TypeError("offline")]) {
      expect(saveFailureToast(error)).toEqual({
        title: "Save failed",
        description: "Failed to save picture to diary. Please try again!",
        variant: "destructive",
        isSignInNeeded: false,
      });
    }
  });
});

describe("removeFailureToast", () => {
  it("asks to log in on a 401 and says the removal failed otherwise", () => {
    expect(removeFailureToast(apiError(401, "Unauthorized"))).toEqual({
      title: "Please log in",
      description: "You need to be logged in to manage your diary.",
      variant: "destructive",
      isSignInNeeded: true,
    });
    expect(removeFailureToast(apiError(500, "oops"))).toEqual({
      title: "Remove failed",
      description: "Failed to remove picture from diary. Please try again!",
      variant: "destructive",
      isSignInNeeded: false,
    });
  });
});

describe("goToLoginSoon", () => {
  const assign = vi.fn();
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    assign.mockReset();
  });
  const stubWindow = (onLine = true) => {
    vi.useFakeTimers();
    vi.stubGlobal("window", { location: { assign } });
    vi.stubGlobal("navigator", { onLine });
  };

  it("goes to the login path 1.5 s later", () => {
    stubWindow();
    goToLoginSoon();
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS - 1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith(LOGIN_PATH);
  });

  it("offline, opens the app's own sign-in page rather than the server's path", () => {
    stubWindow(false);
    goToLoginSoon();
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS);
    expect(assign).toHaveBeenCalledWith("/auth");
  });

  it("stays when cancelled, as when the child has already left the notice", () => {
    stubWindow();
    const cancel = goToLoginSoon();
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS - 1);
    cancel();
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS);
    expect(assign).not.toHaveBeenCalled();
  });
});
