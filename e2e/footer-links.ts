import type { Page } from "@playwright/test";

/**
 * The footer's links that something else is drawn over, by name: at some point of a link's box
 * on the screen (every 4 px, leaving out its rounded ends), the topmost thing there is not the
 * link. Nothing floating (a button,
 * a bar, a toast) may lie over them.
 */
export function coveredFooterLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const links = document.querySelectorAll<HTMLElement>("footer a[href]");
    const covered: string[] = [];
    for (const link of links) {
      const box = link.getBoundingClientRect();
      // A pill's rounded ends are not part of it where the browser finds what is at a point.
      const end = box.height / 2;
      const top = Math.max(0, box.top) + 1;
      const bottom = Math.min(innerHeight, box.bottom) - 1;
      let isCovered = false;
      for (let y = top; y < bottom && !isCovered; y += 4) {
        for (let x = box.left + end; x <= box.right - end && !isCovered; x += 4) {
          const topmost = document.elementFromPoint(x, y);
          if (topmost && !link.contains(topmost)) isCovered = true;
        }
      }
      if (isCovered) covered.push(link.textContent?.trim() ?? "");
    }
    return covered;
  });
}

/**
 * Scrolls the page from where its footer comes into view down to its end, a few pixels at a
 * time, and answers what covered the footer's links at each place (empty when nothing did).
 */
export async function footerLinksCoveredWhileScrolling(page: Page): Promise<string[]> {
  const { from, to } = await page.evaluate(() => {
    const footer = document.querySelector("footer");
    const end = document.documentElement.scrollHeight - innerHeight;
    const footerTop = (footer?.getBoundingClientRect().top ?? 0) + scrollY;
    return { from: Math.max(0, Math.floor(footerTop - innerHeight)), to: end };
  });
  const seen: string[] = [];
  for (let y = from; y <= to + 12; y += 12) {
    await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, to));
    // Two frames: the scroll's own and the one in which anything floating moves with it.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const covered = await coveredFooterLinks(page);
    if (covered.length) seen.push(`at ${Math.min(y, to)} px: ${covered.join(", ")}`);
  }
  return seen;
}
