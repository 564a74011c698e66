import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import { E2E_ADMIN } from "../playwright.config";
import { newAccount, registerConfirmedAccount } from "./accounts";
import { createPicture, expect, test } from "./fixtures";
import { passParentalGate } from "./parental-gate";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const reportDir = process.env.A11Y_REPORT_DIR;

interface TFinding {
  page: string;
  rule: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** The smallest a child's finger should have to hit (WCAG 2.5.5, AAA). */
const TOUCH_TARGET_PX = 44;
/** The smallest text a family should have to read (issue 36). */
const MIN_TEXT_PX = 12;

// axe is injected as a script tag, which the app's Content-Security-Policy would refuse; the
// service worker is kept out so that its first take-over cannot reload a page mid-audit. Motion is
// reduced so that no colour is measured halfway through a fade-in on a slow machine.
test.use({ bypassCSP: true, serviceWorkers: "block", reducedMotion: "reduce" });

/** Runs axe-core (WCAG 2.1 A/AA and best practice) on what the page shows now. */
async function axeFindings(page: Page, name: string): Promise<TFinding[]> {
  // Every page has a main landmark once its code has loaded: audit the page, not the wait for it.
  await page.locator("main").first().waitFor();
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"],
    });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(" ")} :: ${node.failureSummary}`),
    }));
  });
  return violations.map((violation) => ({ page: name, ...violation }));
}

/** Buttons, links and form controls a finger cannot comfortably hit. */
async function smallTargets(page: Page, name: string): Promise<TFinding[]> {
  const small = await page.evaluate((minimum) => {
    const controls = document.querySelectorAll<HTMLElement>(
      "button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=radio], [role=checkbox], [role=menuitem], [role=switch]",
    );
    return [...controls]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        if (getComputedStyle(control).visibility === "hidden") return false;
        // A control inside a label takes the label's size (a checkbox with its words).
        const hit = control.closest("label")?.getBoundingClientRect() ?? box;
        // Links inside a sentence are exempt (WCAG 2.5.5 "inline").
        if (control.tagName === "A" && getComputedStyle(control).display === "inline") return false;
        return hit.width < minimum || hit.height < minimum;
      })
      .map((control) => {
        const box = (control.closest("label") ?? control).getBoundingClientRect();
        const label =
          control.getAttribute("aria-label") ??
          control.textContent?.trim().slice(0, 40) ??
          control.tagName;
        return `${control.tagName.toLowerCase()} "${label}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  }, TOUCH_TARGET_PX);
  return small.length === 0
    ? []
    : [{ page: name, rule: "touch-target", impact: "serious", help: "44×44 px", targets: small }];
}

/**
 * Words drawn smaller than a phone can show a family: each visible text's font size as drawn
 * (an SVG's text scaled by its viewBox).
 */
async function smallText(page: Page, name: string): Promise<TFinding[]> {
  const small = await page.evaluate((minimum) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const element = node.parentElement;
      if (!text || !element) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden") continue;
      // Read by a screen reader only: clipped to one pixel, never seen.
      if (element.closest(".sr-only")) continue;
      const scale = element instanceof SVGGraphicsElement ? (element.getScreenCTM()?.a ?? 1) : 1;
      const drawnPx = parseFloat(style.fontSize) * scale;
      if (drawnPx < minimum) found.push(`"${text.slice(0, 40)}" ${drawnPx.toFixed(1)} px`);
    }
    return found;
  }, MIN_TEXT_PX);
  return small.length === 0
    ? []
    : [{ page: name, rule: "small-text", impact: "serious", help: "12 px", targets: small }];
}

/** The checks, started again if the page reloads under them (a visitor's first visit may). */
async function findingsOn(page: Page, name: string): Promise<TFinding[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return [
        ...(await axeFindings(page, name)),
        ...(await smallTargets(page, name)),
        ...(await smallText(page, name)),
      ];
    } catch (error) {
      // A reload between injecting axe and running it leaves a page without axe.
      const reloaded = /Execution context was destroyed|reading 'run'/.test(String(error));
      if (attempt === 3 || !reloaded) throw error;
      await page.waitForLoadState("load");
    }
  }
}

async function audit(page: Page, name: string, findings: TFinding[]): Promise<void> {
  const found = await findingsOn(page, name);
  findings.push(...found);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    await page.screenshot({
      path: `${reportDir}/${test.info().project.name}-${name}.png`,
      fullPage: true,
    });
  }
}

function report(findings: TFinding[], label: string): void {
  if (reportDir) {
    writeFileSync(
      `${reportDir}/${test.info().project.name}-${label}.json`,
      JSON.stringify(findings, null, 2),
    );
  }
  const lines = findings.flatMap((finding) => [
    `${finding.page}: ${finding.rule} (${finding.impact}) ${finding.help}`,
    ...finding.targets.map((target) => `    ${target.replaceAll("\n", " ")}`),
  ]);
  expect(lines, lines.join("\n")).toEqual([]);
}

test("signed-out pages pass axe and have finger-sized targets", async ({ page }) => {
  test.setTimeout(180_000);
  const findings: TFinding[] = [];
  for (const [path, name] of [
    ["/about", "about"],
    ["/privacy", "privacy"],
    ["/contact", "contact"],
    ["/auth", "auth-sign-in"],
    ["/reset-password?token=abc", "reset-password"],
    ["/subscription", "plans"],
    ["/story", "story"],
    ["/story-book", "story-book"],
    ["/missing-page", "not-found"],
    ["/admin", "admin-sign-in"],
    ["/admin-support", "admin-support-sign-in"],
  ] as const) {
    await page.goto(path);
    await audit(page, name, findings);
  }
  await page.goto("/diary");
  await audit(page, "diary", findings);
  // The notice takes a visitor to sign in 1.5 s later; a visit begun before then would be cancelled
  // by that redirect, so let it happen first.
  await page.waitForURL(/\/auth$/);
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await audit(page, "auth-sign-up", findings);
  report(findings, "signed-out");
});

test("signed-in pages pass axe and have finger-sized targets", async ({ page }) => {
  test.setTimeout(180_000);
  const findings: TFinding[] = [];
  const account = await registerConfirmedAccount(page.request, newAccount("Mia"));
  const login = await page.request.post("/api/auth/login", {
    data: { username: account.username, password: account.password },
  });
  expect(login.status()).toBe(200);

  await page.goto("/");
  await createPicture(page, "a green dinosaur with a rainbow");
  await audit(page, "gallery", findings);
  const firstCard = page.getByTestId("picture-card").first();
  await firstCard.getByRole("button", { name: /^Open picture/ }).click();
  await audit(page, "picture-detail", findings);
  await page.keyboard.press("Escape");
  await firstCard.getByRole("button", { name: /^Share picture/ }).click();
  await audit(page, "greeting-card", findings);
  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: /stories/i }).click();
  await expect(page.getByRole("heading", { name: "Magic Stories" })).toBeVisible();
  await audit(page, "stories-tab", findings);

  for (const [path, name] of [
    ["/story", "story"],
    ["/story-book", "story-book"],
    ["/face-swap", "face-swap"],
    ["/diary", "diary"],
    ["/animation", "animation"],
    ["/contacts", "contacts"],
    ["/inbox", "inbox"],
    ["/sent", "sent"],
    ["/family", "grown-ups-gate"],
    ["/account", "account"],
    ["/subscription", "plans"],
    ["/contact", "contact"],
    ["/about", "about"],
    ["/missing-page", "not-found"],
  ] as const) {
    await page.goto(path);
    await audit(page, name, findings);
  }
  await page.goto("/inbox");
  await page.getByRole("button", { name: "Compose" }).click();
  await audit(page, "compose", findings);
  await page.keyboard.press("Escape");
  await page.goto("/subscription");
  await page.getByRole("button", { name: "Choose Premium" }).click();
  await audit(page, "parental-gate", findings);
  await passParentalGate(page);
  await expect(page.getByTestId("payment-card")).toBeVisible();
  await audit(page, "checkout", findings);
  // The grown-ups' page past its gate (passed just above), with a message in each list.
  const toSelf = await page.request.post("/api/messages/send", {
    data: { toUserId: account.username, subject: "A note", content: "A happy green dinosaur" },
  });
  expect(toSelf.status()).toBe(201);
  await page.goto("/family");
  await expect(page.getByRole("list", { name: "Messages sent" })).toBeVisible();
  await audit(page, "grown-ups", findings);
  await page.getByRole("list", { name: "Messages received" }).getByRole("button").click();
  await audit(page, "grown-ups-message", findings);
  await page.keyboard.press("Escape");

  await page.goto("/admin");
  await page.getByLabel("Admin username").fill(E2E_ADMIN.username);
  await page.getByLabel("Admin password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
  await audit(page, "admin", findings);
  await page.goto("/admin-support");
  await expect(page.getByRole("heading", { name: "Support Messages" })).toBeVisible();
  await audit(page, "admin-support", findings);
  report(findings, "signed-in");
});
