import type { Page } from "@playwright/test";
import type { Language } from "../src/shared/languages";
import english from "../src/web/i18n/catalogs/en/help.json" with { type: "json" };
import german from "../src/web/i18n/catalogs/de/help.json" with { type: "json" };
import spanish from "../src/web/i18n/catalogs/es/help.json" with { type: "json" };
import englishPlans from "../src/web/i18n/catalogs/en/subscription.json" with { type: "json" };
import germanPlans from "../src/web/i18n/catalogs/de/subscription.json" with { type: "json" };
import spanishPlans from "../src/web/i18n/catalogs/es/subscription.json" with { type: "json" };
import { expect, test } from "./fixtures";
import { screenshotsNamed } from "./screenshots";

const shoot = screenshotsNamed("later-screens", { fullPage: true });

/** Chooses a language the way the footer's picker keeps it: in local storage and the cookie. */
async function speak(page: Page, language: Language): Promise<void> {
  await page.addInitScript((chosen) => {
    localStorage.setItem("doodle-dino-language", chosen);
    document.cookie = `doodle_language=${chosen}; path=/`;
  }, language);
}

/** The English sentences of an area that a language says otherwise: none may be left on screen. */
function englishLeftIn(
  text: string,
  translated: Record<string, string>,
  englishCatalog: Record<string, string> = english,
): string[] {
  return Object.entries(englishCatalog)
    .filter(([key, sentence]) => translated[key] !== sentence && !sentence.includes("{"))
    .map(([, sentence]) => sentence.replace(/<\/?\d+>/g, ""))
    .filter((sentence) => sentence.split(" ").length > 1 && text.includes(sentence));
}

/** Nothing wider than the phone: the page does not scroll sideways and no heading is cut. */
async function expectNothingOverflows(page: Page): Promise<void> {
  const overflowing = await page.evaluate(() => {
    const wide = [...document.querySelectorAll<HTMLElement>("h1, h2, h3, p, button, a, label")]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent ?? "");
    const page = document.documentElement;
    return page.scrollWidth > page.clientWidth ? ["the page", ...wide] : wide;
  });
  expect(overflowing).toEqual([]);
}

for (const [language, catalog] of [
  ["es", spanish],
  ["de", german],
] as const) {
  test(`${language}: About and Contact & Support speak the language, nothing cut`, async ({
    page,
  }) => {
    await speak(page, language);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalog.aboutTitle);
    await expect(page.getByText(catalog.safeText)).toBeVisible();
    await expect(page.getByTestId("trial-size")).not.toContainText("pictures can be made");
    expect(englishLeftIn(await page.locator("main").innerText(), catalog)).toEqual([]);
    await expectNothingOverflows(page);
    await shoot(page, `${language}-about`);

    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalog.contactTitle);
    await expect(page.getByRole("button", { name: catalog.sendMessage })).toBeVisible();
    await expect(page.getByTestId("priority-support-note")).not.toContainText("priority support");
    expect(englishLeftIn(await page.locator("main").innerText(), catalog)).toEqual([]);
    await expectNothingOverflows(page);
    await shoot(page, `${language}-contact`);
  });
}

for (const [language, catalog] of [
  ["es", spanishPlans],
  ["de", germanPlans],
] as const) {
  test(`${language}: a visitor's Plans page speaks the language, prices and all, nothing cut`, async ({
    page,
  }) => {
    await speak(page, language);
    await page.goto("/subscription");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(catalog.pageTitle);
    await expect(page.getByRole("heading", { name: catalog.choosePlan })).toBeVisible();
    await expect(page.getByTestId("plan-premium")).toContainText(catalog.signInToChoose);
    // Intl writes the dollars the language's way: "9,99 US$" in Spanish, "9,99 $" in German.
    await expect(page.getByTestId("plan-premium")).toContainText("9,99");
    const text = await page.locator("main").innerText();
    expect(englishLeftIn(text, catalog, englishPlans)).toEqual([]);
    expect(text).not.toMatch(/pictures a month|Every family starts/);
    await expectNothingOverflows(page);
    await shoot(page, `${language}-plans`);
  });
}
