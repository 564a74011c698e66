import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

const ONES = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** What a reading grown-up types: the digits of the number the gate spells out. */
function digitsOf(words: string): string {
  const [tens = "", ones = ""] = words.trim().split("-");
  return String((TENS.indexOf(tens) + 2) * 10 + ONES.indexOf(ones) + 1);
}

/** Answers the parental gate now on the page, as a grown-up would. */
export async function passParentalGate(page: Page): Promise<void> {
  const gate = page.getByTestId("parental-gate");
  await expect(gate).toBeVisible();
  const words = (await gate.locator("label strong").textContent()) ?? "";
  await gate.getByRole("textbox", { name: /Type this number in digits/ }).fill(digitsOf(words));
  await gate.getByRole("button", { name: "Continue" }).click();
  await expect(gate).toBeHidden();
}
