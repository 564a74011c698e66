import { createPicture, expect, test } from "./fixtures";

test("a visitor's trial runs out and the create controls grey out", async ({ page }) => {
  await page.goto("/try");
  await expect(page.getByTestId("trial-counter")).toContainText("3 of 3 free pictures left");

  await createPicture(page, "A pink pig on a farm");
  await createPicture(page, "A green frog on a lily pad");
  await createPicture(page, "An orange cat with a hat");

  await expect(page.getByTestId("trial-counter")).toContainText("0 of 3 free pictures left");
  const trialBox = page.getByTestId("free-trial-box");
  await expect(trialBox.getByRole("heading", { name: "Trial Complete!" })).toBeVisible();
  await expect(trialBox).toContainText("Sign up for free to make 5 pictures every month!");

  await expect(page.getByRole("button", { name: "Create My Picture!" })).toBeDisabled();
  for (const idea of [/friendly dragon/i, /rocket ship/i, /magical cat/i]) {
    await expect(page.getByRole("button", { name: idea })).toBeDisabled();
  }
  const microphone = page.getByRole("button", { name: /tap and tell me your idea/i });
  if (await microphone.count()) await expect(microphone).toBeDisabled();

  // Greyed, yet every creation control answers a tap with the spec's toast.
  const toast = page.getByTestId("toast");
  const controls = [
    page.getByRole("button", { name: "Create My Picture!" }),
    page.getByRole("button", { name: /rocket ship/i }),
    page.getByLabel(/type your idea here/i),
  ];
  for (const control of controls) {
    await expect(toast).toBeHidden(); // the last one's 5 seconds are up: a new one must come
    // Out from under the sticky header: a forced click lands on whatever is at the spot.
    await control.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await control.click({ force: true });
    await expect(toast).toContainText("Trial Complete!");
    await expect(toast).toContainText("Sign up for free to make 5 pictures every month!");
  }
  await page.getByLabel(/type your idea here/i).press("a");
  await expect(page.getByLabel(/type your idea here/i)).toHaveValue("");

  // The server agrees, and remembers it after a reload.
  const trial = await page.request.get("/api/trial");
  expect(await trial.json()).toMatchObject({ remainingTrialImages: 0, isTrialExhausted: true });
  await page.reload();
  await expect(page.getByRole("button", { name: "Create My Picture!" })).toBeDisabled();
  await expect(page.getByTestId("picture-card")).toHaveCount(3);
});

test("the server refuses a visitor past the trial with the spec's message", async ({ page }) => {
  await page.goto("/try");
  for (const idea of ["A sun", "A moon", "A star"]) {
    const response = await page.request.post("/api/images/generate", {
      data: { description: idea },
    });
    expect(response.status()).toBe(201);
  }
  // The page still thinks pictures are left (it has not asked again): the server says no.
  await page.getByLabel(/type your idea here/i).fill("A rainbow");
  await page.getByRole("button", { name: "Create My Picture!" }).click();
  await expect(page.getByTestId("toast")).toContainText("Trial Complete!");
  await expect(page.getByTestId("toast")).toContainText(
    "Sign up for free to make 5 pictures every month!",
  );
  await expect(page.getByRole("button", { name: "Create My Picture!" })).toBeDisabled();
});
