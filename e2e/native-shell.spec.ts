import { expect, test } from "./fixtures";
import { pretendToBeTheAndroidApp, sendShellEvent, shellCalls } from "./native-shell";

const calls = async (page: Parameters<typeof shellCalls>[0]) =>
  (await shellCalls(page)).map((call) => `${call.pluginId}.${call.methodName}`);

test("a browser downloads none of the Android shell's code, not even into the service worker", async ({
  page,
  context,
}) => {
  // The context also sees what the service worker fetches for its precache.
  const fetched: string[] = [];
  context.on("request", (request) => fetched.push(request.url()));
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Try for Free" })).toBeVisible();
  // Ready once it is active, which is after its precache has been fetched.
  await page.evaluate(() => navigator.serviceWorker.ready);
  expect(fetched.filter((url) => url.endsWith(".js")).length).toBeGreaterThan(1);
  expect(fetched.filter((url) => /native-shell/.test(url))).toEqual([]);
  await expect(page.getByRole("button", { name: "Save to Home Screen" })).toBeVisible();
});

test("inside the Android app: sky-blue status bar, splash hidden once painted, back button", async ({
  page,
}) => {
  await pretendToBeTheAndroidApp(page);
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Try for Free" })).toBeVisible();

  await expect.poll(() => calls(page)).toContain("SplashScreen.hide");
  const made = await shellCalls(page);
  const statusBar = made.filter((call) => call.pluginId === "StatusBar");
  expect(statusBar.map((call) => [call.methodName, call.options])).toEqual([
    ["setOverlaysWebView", { overlay: false }],
    ["setBackgroundColor", { color: "#4299e1" }],
    ["setStyle", { style: "DARK" }],
  ]);
  expect(await calls(page)).toEqual(
    expect.arrayContaining(["App.addListener", "Keyboard.addListener"]),
  );
  // The app is installed already: no offer to install it.
  await expect(page.getByRole("button", { name: "Save to Home Screen" })).toHaveCount(0);

  await page.getByRole("link", { name: "Try for Free" }).click();
  await expect(page).toHaveURL(/\/try$/);
  await sendShellEvent(page, "App", "backButton", { canGoBack: true });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Try for Free" })).toBeVisible();
  expect(await calls(page)).not.toContain("App.exitApp");

  await sendShellEvent(page, "App", "backButton", { canGoBack: true });
  await expect.poll(() => calls(page)).toContain("App.exitApp");
});
