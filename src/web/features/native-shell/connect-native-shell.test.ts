// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectNativeShell } from "./connect-native-shell";
import { FakeShellPlugins } from "./fake-shell-plugins.test-support";

let plugins: FakeShellPlugins;

function showFirstPage(): void {
  const root = document.getElementById("root");
  root?.append(Object.assign(document.createElement("main"), { textContent: "Doodle Dino" }));
}

beforeEach(() => {
  plugins = new FakeShellPlugins();
  document.body.innerHTML = '<div id="root"></div>';
  window.history.replaceState(null, "", "/");
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("connectNativeShell", () => {
  it("paints the status bar sky blue with light text, above the page", async () => {
    showFirstPage();
    await connectNativeShell(plugins);
    expect(plugins.calls.filter((call) => call.startsWith("statusBar"))).toEqual([
      "statusBar.setOverlaysWebView(false)",
      "statusBar.setBackgroundColor(#4299e1)",
      "statusBar.setStyle(DARK)",
    ]);
  });

  it("keeps the splash up until the first page is in the document, then hides it", async () => {
    const connected = connectNativeShell(plugins);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(plugins.splashScreen.hide).not.toHaveBeenCalled();

    showFirstPage();
    await connected;
    expect(plugins.splashScreen.hide).toHaveBeenCalledTimes(1);
    expect(plugins.splashScreen.hide).toHaveBeenCalledWith({ fadeOutDuration: 200 });
  });

  it("still hides the splash and listens for back when the status bar plugin fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    plugins.failing.add("statusBar.setBackgroundColor(#4299e1)");
    showFirstPage();
    await connectNativeShell(plugins);
    expect(plugins.splashScreen.hide).toHaveBeenCalledTimes(1);
    expect(plugins.listenerCount("backButton")).toBe(1);
    expect(logged).toHaveBeenCalledWith("A part of the app shell failed", expect.any(Error));
  });
});

describe("the keyboard", () => {
  it("brings the text box being typed in back into view once the page has shrunk", async () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    document.body.insertAdjacentHTML("beforeend", "<textarea aria-label='Idea'></textarea>");
    showFirstPage();
    await connectNativeShell(plugins);

    document.querySelector("textarea")?.focus();
    plugins.fire("keyboardDidShow");
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(document.querySelector("textarea"));
    expect(scrolled).toHaveBeenCalledWith({ block: "center", behavior: "smooth" });
  });

  it("leaves the page where it is when no text box has the focus", async () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    document.body.insertAdjacentHTML("beforeend", "<input type='checkbox' /><button>Go</button>");
    showFirstPage();
    await connectNativeShell(plugins);

    document.querySelector("button")?.focus();
    plugins.fire("keyboardDidShow");
    document.querySelector<HTMLInputElement>("input")?.focus();
    plugins.fire("keyboardDidShow");
    expect(scrolled).not.toHaveBeenCalled();
  });
});

describe("the back button", () => {
  beforeEach(async () => {
    showFirstPage();
    await connectNativeShell(plugins);
  });

  it("leaves the app from the home page", () => {
    plugins.fire("backButton", { canGoBack: true });
    expect(plugins.calls).toContain("app.exitApp");
  });

  it("goes back through the app's pages", async () => {
    window.history.pushState(null, "", "/diary");
    window.history.pushState(null, "", "/story-book");
    const wentBack = new Promise((resolve) => window.addEventListener("popstate", resolve));

    plugins.fire("backButton", { canGoBack: true });
    await wentBack;
    expect(window.location.pathname).toBe("/diary");
    expect(plugins.calls).not.toContain("app.exitApp");
  });

  it("goes home from a page opened with nothing behind it, instead of leaving", () => {
    window.history.replaceState(null, "", "/inbox");
    plugins.fire("backButton", { canGoBack: false });
    expect(window.location.pathname).toBe("/");
    expect(plugins.calls).not.toContain("app.exitApp");
  });

  it("closes an open dialog before anything else", () => {
    window.history.replaceState(null, "", "/");
    document.body.insertAdjacentHTML(
      "beforeend",
      '<div role="dialog"><button>Close</button></div>',
    );
    const dialogButton = document.querySelector<HTMLButtonElement>('[role="dialog"] button');
    dialogButton?.focus();
    const keys: string[] = [];
    document.addEventListener("keydown", (event) => keys.push(event.key));

    plugins.fire("backButton", { canGoBack: true });
    expect(keys).toEqual(["Escape"]);
    expect(plugins.calls).not.toContain("app.exitApp");
    expect(window.location.pathname).toBe("/");
  });
});
