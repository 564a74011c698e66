// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { lazy } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DeferredMenu } from "./deferred-menu";

afterEach(cleanup);

/** A lazy menu whose code arrives only when the test says so. */
function menuArrivingLater() {
  let arrive: (() => void) | null = null;
  const Menu = lazy(
    () =>
      new Promise<{ default: (props: { isOpenAtFirst: boolean }) => React.ReactNode }>(
        (resolve) => {
          arrive = () =>
            resolve({
              default: ({ isOpenAtFirst }) => <p>{isOpenAtFirst ? "menu, open" : "menu, shut"}</p>,
            });
        },
      ),
  );
  return { Menu, isAsked: () => arrive !== null, arrive: () => arrive?.() };
}

function renderMenu(Menu: ReturnType<typeof menuArrivingLater>["Menu"]) {
  render(
    <DeferredMenu
      renderButton={(onOpen) => (
        <button type="button" onClick={onOpen}>
          Account menu
        </button>
      )}
      renderMenu={(isOpenAtFirst) => <Menu isOpenAtFirst={isOpenAtFirst} />}
    />,
  );
}

describe("DeferredMenu", () => {
  it("shows the button alone until the first paint, then the menu, shut, once its code is in", async () => {
    const { Menu, isAsked, arrive } = menuArrivingLater();
    renderMenu(Menu);
    expect(screen.getByRole("button", { name: "Account menu" })).toBeTruthy();
    expect(isAsked()).toBe(false);
    await vi.waitFor(() => expect(isAsked()).toBe(true));
    arrive();
    expect(await screen.findByText("menu, shut")).toBeTruthy();
  });

  it("opens the menu when its button was tapped before the code arrived", async () => {
    const { Menu, isAsked, arrive } = menuArrivingLater();
    renderMenu(Menu);
    fireEvent.click(screen.getByRole("button", { name: "Account menu" }));
    expect(isAsked()).toBe(true);
    expect(screen.queryByText(/^menu/)).toBeNull();
    arrive();
    expect(await screen.findByText("menu, open")).toBeTruthy();
  });
});
