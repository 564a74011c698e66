import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { LANGUAGE_COOKIE } from "../src/shared/languages";
import { expect, test } from "./fixtures";
import { screenshotsNamed } from "./screenshots";

const shoot = screenshotsNamed("languages");
const catalog = (language: string, area: string): Record<string, string> =>
  JSON.parse(
    readFileSync(path.join("src/web/i18n/catalogs", language, `${area}.json`), "utf8"),
  ) as Record<string, string>;

/**
 * The English sentences of the areas these screens show, that must not be left on a screen in
 * another language: whole messages without placeholders, and not the same words in that language
 * ("Premium"). Names stay as they are: "Doodle Dino", "Dot".
 */
function englishLeftOn(text: string, language: string, areas: readonly string[]): string[] {
  return areas.flatMap((area) => {
    const translated = catalog(language, area);
    return Object.entries(catalog("en", area))
      .filter(([key, english]) => !/[{<]/.test(english) && translated[key] !== english)
      .map(([, english]) => english)
      .filter((english) => text.includes(english));
  });
}

async function visibleText(page: Page): Promise<string> {
  return page.locator("body").innerText();
}

test("the app in Spanish: chosen in the footer, the landing and /try, a visitor's picture", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByTestId("language-picker").selectOption("es");

  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(
    page.getByRole("heading", { name: "El primer estudio creativo de tu peque" }),
  ).toBeVisible();
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe("es");
  expect(englishLeftOn(await visibleText(page), "es", ["layout", "home"])).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, "es-landing");

  // The choice stays on the device: the next page starts in Spanish.
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("link", { name: "Pruébalo gratis" }).click();
  await expect(page).toHaveURL(/\/try$/);
  await expect(page.getByRole("heading", { name: "Paso 1: ¡Cuéntame tu idea!" })).toBeVisible();
  await expect(page).toHaveTitle("Crear · Doodle Dino");
  await expect(page.getByTestId("trial-counter")).toContainText("Te quedan 3 de 3 dibujos gratis");
  await shoot(page, "es-try");

  await page.getByLabel("O escribe tu idea aquí:").fill("un perro rojo");
  await page.getByRole("button", { name: "¡Crear mi dibujo!" }).click();
  await expect(page.getByTestId("toast")).toContainText("¡Tachán! ¡Tu dibujo está listo!");
  await expect(page.getByTestId("picture-card")).toHaveCount(1);
  await expect(page.getByTestId("trial-counter")).toContainText("Te quedan 2 de 3 dibujos gratis");
  expect(
    englishLeftOn(await visibleText(page), "es", ["layout", "home", "create", "errors"]),
  ).toEqual([]);
});

test.describe("a German browser", () => {
  test.use({ locale: "de-DE" });

  test("opens in German without a choice, and nothing long spills off a phone", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("link", { name: "Kostenlos ausprobieren" })).toBeVisible();
    await shoot(page, "de-landing");
    await page.goto("/try");
    await expect(
      page.getByRole("heading", { name: "Schritt 1: Erzähl mir deine Idee!" }),
    ).toBeVisible();
    await shoot(page, "de-try");
    const overflowing = await page.evaluate(
      () => document.documentElement.scrollWidth > window.innerWidth,
    );
    expect(overflowing).toBe(false);
    expect(englishLeftOn(await visibleText(page), "de", ["layout", "home", "create"])).toEqual([]);
  });
});
