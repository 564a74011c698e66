import { randomBytes } from "node:crypto";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import sharp from "sharp";
import { newAccount, registerConfirmedAccount } from "./accounts";
import { nameChild } from "./families";
import { createPicture, expect, test } from "./fixtures";
import { passParentalGate } from "./parental-gate";
import { screenshotsNamed } from "./screenshots";

const shoot = screenshotsNamed("cards");

/** Every mail the server wrote to its outbox folder (no mail server is configured in e2e). */
async function outboxMailsTo(address: string): Promise<ParsedMail[]> {
  const folder = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  const files = await readdir(folder).catch(() => []);
  const mails = await Promise.all(
    files.map(async (file) => simpleParser(await readFile(path.join(folder, file)))),
  );
  return mails.filter((mail) => JSON.stringify(mail.to ?? "").includes(address));
}

test("a child sends a picture to Grandma and Grandpa as a real greeting card", async ({ page }) => {
  test.setTimeout(180_000);
  const tag = randomBytes(4).toString("hex");
  const grandma = { name: "Grandma Rose", email: `rose-${tag}@example.com` };
  const grandpa = { name: "Grandpa Joe", email: `joe-${tag}@example.com` };
  // Anna is the parent; the cards are Lily's (issue 36): signed and sent under her name.
  const account = await registerConfirmedAccount(page.request, newAccount("Anna"));
  const login = await page.request.post("/api/auth/login", {
    data: { username: account.username, password: account.password },
  });
  expect(login.status()).toBe(200);
  await nameChild(page, "Lily");
  const toast = page.getByTestId("toast");

  await page.goto("/");
  await createPicture(page, "a green dinosaur with a rainbow");
  await createPicture(page, "a red fox under a big tree with a yellow sun");

  // The address book: a group, then two people in it (one joins it by name).
  await page.getByRole("link", { name: "Contacts" }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByText("No contacts yet!")).toBeVisible();
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, "no sideways scrolling").toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await shoot(page, "contacts-empty", true);

  await page.getByRole("button", { name: "Add Group" }).click();
  await page.getByRole("button", { name: "Add Group" }).last().click();
  await expect(page.getByText("Group name is required")).toBeVisible();
  await page.getByLabel("Group name").fill("Family");
  await page.getByLabel("Description (optional)").fill("Grandmas and grandpas");
  await page.getByRole("button", { name: "Add Group" }).last().click();
  await expect(toast).toContainText("Group created successfully!");
  await expect(page.getByTestId("group-row")).toContainText("Family");

  await page.getByRole("button", { name: "Add Contact" }).first().click();
  await passParentalGate(page);
  const addContact = page.getByRole("dialog");
  await addContact.getByRole("button", { name: "Add Contact" }).click();
  await expect(addContact.getByText("Name is required")).toBeVisible();
  await expect(addContact.getByText("Email is required")).toBeVisible();
  await addContact.getByLabel("Name", { exact: true }).fill(grandma.name);
  await addContact.getByLabel("Email", { exact: true }).fill("rose at example");
  await addContact.getByRole("button", { name: "Add Contact" }).click();
  await expect(addContact.getByText("Please enter a valid email address")).toBeVisible();
  await addContact.getByLabel("Email", { exact: true }).fill(grandma.email);
  await addContact.getByLabel("Group (optional)").fill("  family ");
  await addContact.getByLabel("Notes (optional)").fill("Loves tulips and tea");
  await addContact.getByRole("button", { name: "Add Contact" }).click();
  await expect(toast).toContainText("Contact added successfully!");

  await page.getByRole("button", { name: "Show group Family: 1 person" }).click();
  await page.getByRole("button", { name: "Add Contact" }).first().click();
  await expect(addContact.getByLabel("Group (optional)")).toHaveValue("Family");
  await addContact.getByLabel("Name", { exact: true }).fill(grandpa.name);
  await addContact.getByLabel("Email", { exact: true }).fill(grandpa.email);
  await addContact.getByRole("button", { name: "Add Contact" }).click();
  await expect(toast).toContainText("Contact added successfully!");
  await expect(page.getByTestId("contact-card")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Show group Family: 2 people" })).toBeVisible();

  // Ticking the group picks both; Confirm hands them to the share dialog on home.
  await page.getByLabel("Select group Family").check();
  await expect(page.getByTestId("selection-bar")).toContainText("2 people selected");
  await expect(page.getByLabel(`Select ${grandma.name}`)).toBeChecked();
  await expect(page.getByLabel(`Select ${grandpa.name}`)).toBeChecked();
  // An address breaks only after its @ or a dot, never inside a word, and keeps its whole self.
  const address = page.getByTestId("contact-card").first().getByTestId("email-address");
  await expect(address).toHaveAttribute("title", /@example\.com$/);
  expect(await address.evaluate((element) => getComputedStyle(element).wordBreak)).not.toBe(
    "break-all",
  );
  await shoot(page, "contacts-selected");
  await shoot(page, "contacts-selected-full", true);
  await page.getByRole("button", { name: "Confirm" }).click();

  const dialog = page.getByTestId("share-dialog");
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
  expect(await page.evaluate(() => localStorage.getItem("selectedContactsForGreeting"))).toBeNull();
  const chips = dialog.getByTestId("recipient-chips");
  await expect(chips).toContainText(grandma.name);
  await expect(chips).toContainText(grandpa.name);
  await expect(dialog.getByLabel("Subject")).toHaveValue("Check out this magical picture!");
  await expect(dialog.getByLabel("Your message (optional)")).toHaveValue(
    "Hi! I created this magical picture and wanted to share it with you. Hope you like it!",
  );
  // The newest picture is chosen; the child picks the dinosaur instead.
  await expect(
    dialog.getByRole("button", {
      name: "Use picture: a red fox under a big tree with a yellow sun",
    }),
  ).toHaveAttribute("aria-pressed", "true");
  await dialog
    .getByRole("button", { name: "Use picture: a green dinosaur with a rainbow" })
    .click();
  await dialog
    .getByLabel("Your message (optional)")
    .fill("Hi Grandma and Grandpa! I drew you a dinosaur. Love, Lily");
  await shoot(page, "share-dialog");

  await dialog.getByRole("button", { name: "Create Card" }).click();
  const preview = page.getByTestId("card-preview");
  await expect(preview).toBeVisible();
  const card = preview.getByTestId("card-preview-image");
  await expect(card).toHaveJSProperty("naturalWidth", 800);
  await expect(card).toHaveJSProperty("naturalHeight", 600);
  await shoot(page, "card-preview");
  const cardDataUrl = await card.getAttribute("src");
  expect(cardDataUrl).toMatch(/^data:image\/png;base64,/);
  const directory = process.env.SCREENSHOTS_DIR;
  if (directory) {
    const bytes = Buffer.from((cardDataUrl ?? "").split(",")[1] ?? "", "base64");
    await sharp(bytes).toFile(`${directory}/${test.info().project.name}-cards-card.png`);
  }

  const download = page.waitForEvent("download");
  await preview.getByRole("button", { name: "Download Preview" }).click();
  expect((await download).suggestedFilename()).toBe("greeting-card.png");

  await preview.getByRole("button", { name: "Send" }).click();
  await expect(toast).toContainText("Greeting Cards Sent!");
  await expect(toast).toContainText("2 cards are on the way to");
  await expect(dialog).toBeHidden();

  // Two mails in the outbox, each with the same 800×600 card inline and attached.
  for (const person of [grandma, grandpa]) {
    await expect.poll(async () => (await outboxMailsTo(person.email)).length).toBe(1);
    const [mail] = await outboxMailsTo(person.email);
    expect(mail?.subject).toBe("Check out this magical picture!");
    expect(mail?.text).toContain(`Hi ${person.name}!`);
    expect(mail?.text).toContain("Lily made a greeting card just for you");
    expect(mail?.from?.text).toContain("Lily via Doodle Dino");
    expect(mail?.replyTo?.value).toEqual([{ name: "Anna", address: account.email }]);
    expect(mail?.text).not.toContain("Anna");
    expect(mail?.text).toContain("I drew you a dinosaur.");
    const pngs = mail?.attachments.filter((file) => file.contentType === "image/png") ?? [];
    expect(pngs.map((file) => file.contentDisposition).sort()).toEqual(["attachment", "inline"]);
    for (const file of pngs) {
      const metadata = await sharp(file.content).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 800, 600]);
    }
  }

  // A picture's own Share button opens the same dialog, with nobody chosen yet.
  const firstCard = page.getByTestId("picture-card").first();
  await firstCard.getByRole("button", { name: /^Share picture/ }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Nobody chosen yet")).toBeVisible();
  await dialog.getByRole("button", { name: "Create Card" }).click();
  await expect(toast).toContainText("No Contacts Selected");
  await dialog.getByRole("button", { name: "Select All in Family" }).click();
  await expect(chips).toContainText(grandpa.name);
  await dialog.getByRole("button", { name: "Create New Contact" }).click();
  // Save looks disabled until both are filled in; pressing Enter early says what is missing.
  await expect(dialog.getByRole("button", { name: "Save Contact" })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await dialog.getByLabel("Name", { exact: true }).press("Enter");
  await expect(toast).toContainText("Name Required");
  await dialog.getByLabel("Name", { exact: true }).fill("Auntie May");
  await dialog.getByLabel("Name", { exact: true }).press("Enter");
  await expect(toast).toContainText("Email Required");
  await dialog.getByLabel("Email", { exact: true }).fill(`may-${tag}@example.com`);
  await dialog.getByRole("button", { name: "Save Contact" }).click();
  await expect(toast).toContainText("Contact Created!");
  await expect(chips).toContainText("Auntie May");
  await shoot(page, "share-dialog-from-gallery");
  await page.keyboard.press("Escape");

  // From /contacts, 'Choose Picture' hands one picture, the people and the message to home.
  await page.getByRole("link", { name: "Contacts" }).click();
  await page.getByLabel(`Select ${grandma.name}`).check();
  await expect(page.getByTestId("selection-bar")).toContainText("1 person selected");
  await page.getByRole("button", { name: "Choose Picture" }).click();
  const chooser = page.getByRole("dialog", { name: "Select an Image for Greeting Cards" });
  await chooser
    .getByRole("button", { name: "Use picture: a green dinosaur with a rainbow" })
    .click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === "/" && url.search === "");
  await expect(chips).toHaveText(new RegExp(`^${grandma.name}`));
  await expect(
    dialog.getByRole("button", { name: "Use picture: a green dinosaur with a rainbow" }),
  ).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("greetingCardData"))).toBeNull();
  await page.keyboard.press("Escape");

  // Deleting a person or a group asks first; 'No, keep it' keeps them.
  await page.getByRole("link", { name: "Contacts" }).click();
  const auntie = page.getByTestId("contact-card").filter({ hasText: "Auntie May" });
  await page.getByRole("button", { name: "Delete Auntie May" }).click();
  const askContact = page.getByRole("dialog", { name: "Delete Auntie May?" });
  await expect(askContact).toContainText("They will be taken out of your contacts.");
  await askContact.getByRole("button", { name: "No, keep it" }).click();
  await expect(askContact).toBeHidden();
  await expect(auntie).toHaveCount(1);
  await page.getByRole("button", { name: "Delete Auntie May" }).click();
  await askContact.getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast).toContainText("Contact deleted successfully!");
  await expect(auntie).toHaveCount(0);
  await page.getByRole("button", { name: "Delete group Family" }).click();
  const askGroup = page.getByRole("dialog", { name: "Delete the group Family?" });
  await expect(askGroup).toContainText("The people in it stay in your contacts, without a group.");
  await askGroup.getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast).toContainText("Group deleted successfully!");
  await expect(page.getByTestId("group-row")).toHaveCount(0);
  await expect(page.getByTestId("contact-card")).toHaveCount(2);
});
