import type { Page } from "@playwright/test";

const shownOnPage = new WeakMap<Page, string[]>();

/**
 * Records the text of each toast the page shows from now on, reported by the page as it shows it,
 * and returns a way to read them. A check that polls for a toast can miss one shown just before the
 * page leaves on a busy machine: begun once the page has started leaving, it waits for the next
 * page instead.
 */
export async function recordToasts(page: Page): Promise<() => string[]> {
  let shown = shownOnPage.get(page);
  if (!shown) {
    const texts: string[] = [];
    await page.exposeFunction("reportToast", (text: string) => texts.push(text));
    shownOnPage.set(page, texts);
    shown = texts;
  }
  const from = shown.length;
  await page.evaluate(() => {
    const report = (window as unknown as { reportToast: (text: string) => void }).reportToast;
    let lastText = "";
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="toast"]')?.textContent ?? "";
      if (text && text !== lastText) report(text);
      lastText = text;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => shown.slice(from);
}
