import { expect } from "@playwright/test";
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

/**
 * The controls a family could tap that the shown toast lies over, by name. A control counts where
 * it is drawn under the toast: at some point of the toast's box (every 4 px) the browser finds it
 * beneath the toast, so a control scrolled out of a dialog's view, or clipped away, does not.
 */
function controlsUnderToast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toast = document.querySelector<HTMLElement>('[data-testid="toast"]');
    if (!toast) return ["(no toast shown)"];
    const over = toast.getBoundingClientRect();
    const controls = new Set(
      document.querySelectorAll<HTMLElement>(
        "button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=radio], [role=checkbox], [role=switch], [role=menuitem]",
      ),
    );
    const covered = new Set<HTMLElement>();
    const step = 4;
    for (let y = Math.max(0, over.top) + 1; y < Math.min(innerHeight, over.bottom); y += step) {
      for (let x = Math.max(0, over.left) + 1; x < Math.min(innerWidth, over.right); x += step) {
        for (const element of document.elementsFromPoint(x, y)) {
          let node: Element | null = element;
          while (node && !controls.has(node as HTMLElement)) node = node.parentElement;
          if (!node || toast.contains(node)) continue;
          if (node.closest("[aria-hidden=true], [inert]")) continue;
          covered.add(node as HTMLElement);
        }
      }
    }
    return [...covered].map(
      (control) => control.getAttribute("aria-label") ?? control.textContent?.trim() ?? "",
    );
  });
}

/** Waits for the shown toast to settle where it covers none of the controls on the screen. */
export async function expectToastToCoverNoControl(page: Page): Promise<void> {
  await expect.poll(() => controlsUnderToast(page)).toEqual([]);
}
