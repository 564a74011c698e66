import { readdir } from "node:fs/promises";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysBefore, monthsBefore } from "../../shared/retention";
import { familyDeclines, messages, userActivity, userSessions } from "../db/schema";
import { periodicJobs, type BackgroundWorkDeps } from "../jobs/background-work";
import type { MediaStore } from "../media/media-store";
import { createSignedInUser, signIn } from "../test/account-factory";
import { connectFamilies } from "../test/family-factory";
import { createTestApp, prepareTestDatabase, type TestApp } from "../test/test-app";

const START = new Date("2025-01-15T10:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
let clock = START;
let t: TestApp;
beforeAll(async () => {
  await prepareTestDatabase();
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => t.close());

type Family = Awaited<ReturnType<typeof createSignedInUser>>;
let address = 10;
const family = (firstName: string) =>
  createSignedInUser(t, { ipAddress: `198.51.100.${address++}`, body: { firstName } });

/** Signs in again at the moved clock (a session from months ago has ended by then). */
async function at(moment: Date, who: Family) {
  clock = moment;
  const response = await signIn(who.send, who.body.username);
  expect(response.statusCode, response.body).toBe(200);
}

async function send(from: Family, to: Family, content: string) {
  const response = await from.send({
    method: "POST",
    url: "/api/messages/send",
    payload: { toUserId: to.body.username, subject: "Hello", content },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Runs the retention sweeps from the app's one list of periodic jobs, at `moment`. */
async function sweepAt(moment: Date) {
  clock = moment;
  const deps: BackgroundWorkDeps = {
    db: t.db,
    media: {} as MediaStore,
    sessions: { sweepExpired: async () => {} },
    limiter: { sweep: async () => {} },
    stories: { sweep: async () => 0 },
    books: { sweep: async () => {} },
    outboxDir: t.config.outboxDir,
    now: () => clock,
  };
  const jobs = periodicJobs(deps, t.app.log);
  for (const name of ["sweep-old-messages", "sweep-old-activity", "sweep-old-outbox-mail"]) {
    const job = jobs.find((one) => one.name === name);
    expect(job, name).toBeDefined();
    await job!.run();
  }
}

const kept = async (...contents: string[]) =>
  (
    await t.db
      .select({ content: messages.content })
      .from(messages)
      .where(inArray(messages.content, contents))
  )
    .map((row) => row.content)
    .sort();

const outboxFiles = async () => (await readdir(t.config.outboxDir)).sort();

describe("retention, on a moved clock", () => {
  it("removes each kind of row and file at its time and keeps the ones before theirs", async () => {
    clock = START;
    const [ada, ben, cleo] = [await family("Ada"), await family("Ben"), await family("Cleo")];
    await connectFamilies(t, ada, ben);
    const signUpMails = await outboxFiles();
    expect(signUpMails).toHaveLength(3);

    await send(ada, ben, "old letter");
    await send(cleo, ada, "old request");
    await at(new Date(START.getTime() + DAY), ben);
    await send(ben, cleo, "declined request");
    await at(new Date(START.getTime() + DAY), cleo);
    const declined = await cleo.send({
      method: "POST",
      url: `/api/family/requests/${ben.body.username}/decline`,
    });
    expect(declined.statusCode, declined.body).toBe(200);
    clock = new Date(START.getTime() + 20 * DAY);
    const dora = await family("Dora");
    const laterMail = (await outboxFiles()).filter((name) => !signUpMails.includes(name));
    expect(laterMail).toHaveLength(1);
    const elevenMonthsOn = monthsBefore(START, -11);
    await at(elevenMonthsOn, ada);
    await send(ada, ben, "newer letter");
    const all = ["old letter", "old request", "declined request", "newer letter"];

    // A declined request and the memory of the decline: 30 days after the answer; the outbox:
    // 30 days after writing.
    const declinesBy = async (who: Family) =>
      (await t.db.select().from(familyDeclines).where(eq(familyDeclines.userId, who.user.id)))
        .length;
    const answeredAt = new Date(START.getTime() + DAY);
    await sweepAt(new Date(answeredAt.getTime() + 30 * DAY - MINUTE));
    expect(await kept(...all)).toEqual([...all].sort());
    expect(await declinesBy(cleo)).toBe(1);
    await sweepAt(new Date(answeredAt.getTime() + 30 * DAY + MINUTE));
    expect(await kept(...all)).toEqual(["newer letter", "old letter", "old request"]);
    expect(await declinesBy(cleo)).toBe(0);
    expect(await outboxFiles()).toEqual(laterMail);
    await sweepAt(new Date(START.getTime() + 50 * DAY - MINUTE));
    expect(await outboxFiles()).toEqual(laterMail);
    await sweepAt(new Date(START.getTime() + 50 * DAY + MINUTE));
    expect(await outboxFiles()).toEqual([]);

    // Messages and waiting requests: 12 months after they were sent.
    const oneYearOn = monthsBefore(START, -12);
    expect(oneYearOn.toISOString()).toBe("2026-01-15T10:00:00.000Z");
    await sweepAt(new Date(oneYearOn.getTime() - MINUTE));
    expect(await kept(...all)).toEqual(["newer letter", "old letter", "old request"]);
    await sweepAt(new Date(oneYearOn.getTime() + MINUTE));
    expect(await kept(...all)).toEqual(["newer letter"]);

    // Activity and sign-ins: 13 months after they were written; Ada's later sign-in stays.
    const activityOf = async (who: Family) => ({
      activity: (await t.db.select().from(userActivity).where(eq(userActivity.userId, who.user.id)))
        .length,
      signIns: (await t.db.select().from(userSessions).where(eq(userSessions.userId, who.user.id)))
        .length,
    });
    expect(await activityOf(ben)).toMatchObject({ signIns: 2 });
    const thirteenMonthsOn = monthsBefore(START, -13);
    await sweepAt(new Date(thirteenMonthsOn.getTime() - MINUTE));
    expect((await activityOf(ben)).signIns).toBe(2);
    expect((await activityOf(ben)).activity).toBeGreaterThan(0);
    await sweepAt(new Date(thirteenMonthsOn.getTime() + DAY + MINUTE));
    expect(await activityOf(ben)).toEqual({ activity: 0, signIns: 0 });
    expect(await activityOf(cleo)).toEqual({ activity: 0, signIns: 0 });
    expect(await activityOf(ada)).toEqual({ activity: 1, signIns: 1 });
    expect((await activityOf(dora)).signIns).toBe(1);
  });

  it("counts calendar months and days", () => {
    expect(monthsBefore(new Date("2026-03-31T08:00:00Z"), 1).toISOString()).toBe(
      "2026-02-28T08:00:00.000Z",
    );
    expect(monthsBefore(new Date("2026-12-01T00:00:00Z"), 13).toISOString()).toBe(
      "2025-11-01T00:00:00.000Z",
    );
    expect(daysBefore(new Date("2026-03-02T00:00:00Z"), 30).toISOString()).toBe(
      "2026-01-31T00:00:00.000Z",
    );
  });
});
