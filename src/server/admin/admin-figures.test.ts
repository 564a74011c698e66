import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAdminAnalytics, TAdminUserRow, TAdminUsersPage } from "../../shared/contracts/admin";
import { ID_NOT_VALID_MESSAGE } from "../../shared/contracts/text";
import { users } from "../db/schema";
import {
  basicAuth,
  insertActivity,
  insertDiaryEntries,
  insertPayment,
  insertPictures,
  insertSession,
  insertStories,
  insertUser,
} from "../test/admin-factory";
import { createTestApp, type TestApp } from "../test/test-app";

/**
 * A small world with known answers, seen on 2026-05-20 at noon UTC; engines cost 0.04 a picture
 * an image model drew (the built-in illustrator's cost nothing) and 0.20 a story (the defaults).
 */
const NOW = new Date("2026-05-20T12:00:00.000Z");
const auth = basicAuth("boss", "figures-secret");

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_USERNAME: "boss", ADMIN_PASSWORD: "figures-secret" },
    now: () => NOW,
  });
  const { db } = t;
  // Alice: premium, three sign-ins (two ended: 600 s and 1200 s), 3 pictures (2 by the image
  // model) and a story this month.
  ids.alice = await insertUser(db, {
    username: "alice",
    plan: "premium",
    createdAt: "2026-05-18T09:00:00Z",
  });
  await insertSession(db, ids.alice, "2026-05-18T09:05:00Z", 600);
  await insertSession(db, ids.alice, "2026-05-19T15:00:00Z", 1200);
  await insertSession(db, ids.alice, "2026-05-20T10:00:00Z", null);
  const alicePictures = await insertPictures(db, { userId: ids.alice }, [
    "2026-04-20T10:00:00Z",
    "2026-04-21T10:00:00Z",
    "2026-05-20T10:30:00Z",
  ]);
  await insertPictures(db, { userId: ids.alice, engine: "api" }, [
    "2026-05-18T10:00:00Z",
    "2026-05-19T10:00:00Z",
  ]);
  await insertStories(db, ids.alice, ["2026-04-30T23:59:59Z", "2026-05-01T00:00:00Z"]);
  await insertDiaryEntries(db, ids.alice, alicePictures.slice(0, 2));
  await insertPayment(db, {
    userId: ids.alice,
    amount: "9.99",
    status: "completed",
    capturedAt: "2026-05-18T09:10:00Z",
  });
  await insertPayment(db, {
    userId: ids.alice,
    amount: "9.99",
    status: "completed",
    capturedAt: "2026-04-18T09:10:00Z",
  });
  await insertPayment(db, {
    userId: ids.alice,
    amount: "14.99",
    status: "pending",
    capturedAt: null,
  });
  await insertActivity(db, ids.alice, [
    "2026-05-10T10:00:00Z",
    "2026-05-19T10:00:00Z",
    "2026-05-19T11:00:00Z",
    "2026-05-20T11:00:00Z",
  ]);
  // Bob: free, joined today, ten pictures by the image model this month and no sign-in.
  ids.bob = await insertUser(db, { username: "bob", createdAt: "2026-05-20T08:00:00Z" });
  await insertPictures(
    db,
    { userId: ids.bob, engine: "api" },
    Array(10).fill("2026-05-20T09:00:00Z"),
  );
  // Carol: platinum since April, paid this month, made nothing.
  ids.carol = await insertUser(db, {
    username: "carol",
    plan: "platinum",
    createdAt: "2026-04-01T00:00:00Z",
  });
  await insertPayment(db, {
    userId: ids.carol,
    amount: "14.99",
    status: "completed",
    capturedAt: "2026-05-02T00:00:00Z",
  });
  // Dave: a plan this version does not know, so his figures cannot be worked out.
  ids.dave = await insertUser(db, {
    username: "dave",
    plan: "gold",
    createdAt: "2026-03-01T00:00:00Z",
  });
  // Two visitor trial pictures this month, by the built-in illustrator.
  await insertPictures(db, { visitorId: "visitor-1" }, [
    "2026-05-19T08:00:00Z",
    "2026-05-19T08:01:00Z",
  ]);
});

afterAll(async () => t.close());

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: "GET", url, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

const rowOf = (page: TAdminUsersPage, id: string) => page.users.find((user) => user.id === id)!;

describe("GET /api/admin/users", () => {
  it("works out every statistic of a busy user", async () => {
    const alice = rowOf(await get("/api/admin/users"), ids.alice!);
    expect(alice).toMatchObject({
      username: "alice",
      email: "alice@example.com",
      firstName: "Alice",
      subscriptionPlan: "premium",
      subscriptionStatus: "active",
      createdAt: "2026-05-18T09:00:00.000Z",
    });
    expect(alice.error).toBeUndefined();
    expect(alice.statistics).toEqual({
      totalSessions: 3,
      totalPlayTime: 1800,
      averageSessionTime: 900,
      lastLoginTime: "2026-05-20T10:00:00.000Z",
      totalImages: 5,
      totalApiImages: 2,
      totalStories: 2,
      diaryEntries: 2,
    });
    expect(alice.usage).toEqual({
      imagesUsed: 3,
      imagesLimit: 300,
      storiesUsed: 1,
      storiesLimit: 30,
      canUseFaceSwap: true,
    });
    // 2 model pictures × 0.04 + 1 × 0.20 = 0.28 against 9.99 captured this month.
    expect(alice.costAnalysis).toEqual({
      totalMonthlyCost: 0.28,
      monthlyRevenue: 9.99,
      profitMargin: 97.2,
      isUnprofitable: false,
      costPerImage: 0.04,
    });
  });

  it("marks a free family that costs money as unprofitable", async () => {
    const bob = rowOf(await get("/api/admin/users"), ids.bob!);
    expect(bob.statistics).toMatchObject({
      totalSessions: 0,
      totalPlayTime: 0,
      averageSessionTime: 0,
      lastLoginTime: null,
      totalImages: 10,
      totalApiImages: 10,
    });
    expect(bob.costAnalysis).toEqual({
      totalMonthlyCost: 0.4,
      monthlyRevenue: 0,
      profitMargin: -100,
      isUnprofitable: true,
      costPerImage: 0.04,
    });
  });

  it("shows a paying family that made nothing at a 100% margin", async () => {
    const carol = rowOf(await get("/api/admin/users"), ids.carol!);
    expect(carol.costAnalysis).toMatchObject({
      totalMonthlyCost: 0,
      monthlyRevenue: 14.99,
      profitMargin: 100,
    });
  });

  it("gives a row it cannot work out an error instead of failing the list", async () => {
    const dave = rowOf(await get("/api/admin/users"), ids.dave!);
    expect(dave).toMatchObject({
      username: "dave",
      error: 'Unknown plan "gold"',
      usage: null,
      statistics: null,
      costAnalysis: null,
    });
  });

  it("pages newest first with a cursor until the last page", async () => {
    const first = await get<TAdminUsersPage>("/api/admin/users?limit=3");
    expect(first.users.map((user) => user.username)).toEqual(["bob", "alice", "carol"]);
    expect(first.totalUsers).toBe(4);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await get<TAdminUsersPage>(
      `/api/admin/users?limit=3&cursor=${first.nextCursor}`,
    );
    expect(second.users.map((user) => user.username)).toEqual(["dave"]);
    expect(second.nextCursor).toBeNull();
  });

  it("keeps users made in the same instant apart across pages", async () => {
    const same = new Date("2026-05-20T11:00:00.123456Z");
    const extra = await t.db
      .insert(users)
      .values(
        ["twin1", "twin2", "twin3"].map((username) => ({
          username,
          email: `${username}@example.com`,
          createdAt: same,
        })),
      )
      .returning({ id: users.id });
    await t.db.execute(
      sql`update users set created_at = '2026-05-20T11:00:00.123456Z' where username like 'twin%'`,
    );
    const seen: string[] = [];
    let cursor: string | null = "";
    while (cursor !== null) {
      const page: TAdminUsersPage = await get(
        `/api/admin/users?limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      seen.push(...page.users.map((user) => user.username));
      cursor = page.nextCursor;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    await t.db.execute(sql`delete from users where username like 'twin%'`);
    expect(extra).toHaveLength(3);
  });

  it("refuses a forged cursor and a silly page size", async () => {
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    for (const url of [
      "/api/admin/users?cursor=not-ours",
      `/api/admin/users?cursor=${forged(["1", "x"])}`,
      `/api/admin/users?cursor=${forged([1, 2])}`,
      `/api/admin/users?cursor=${forged(["2026-05-20 10:00:00+00", "x"])}`,
      `/api/admin/users?cursor=${forged(["2026-02-30 10:00:00+00", "00000000-0000-4000-a000-000000000000"])}`,
      `/api/admin/users?cursor=${forged(["2026-05-20 10:00:00+00", "00000000-0000-4000-a000-00000000000\u0000"])}`,
      `/api/admin/users?cursor=${forged({ a: 1 })}`,
      "/api/admin/users?cursor=%00",
      "/api/admin/users?limit=0",
      "/api/admin/users?limit=201",
    ]) {
      const response = await t.app.inject({ method: "GET", url, headers: auth });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });
});

describe("GET /api/admin/users/{id}/statistics", () => {
  it("answers one user's row, 404 for an unknown id and 400 for what is no id", async () => {
    const alice = await get<TAdminUserRow>(`/api/admin/users/${ids.alice}/statistics`);
    expect(alice.statistics?.totalPlayTime).toBe(1800);
    expect(alice.costAnalysis?.totalMonthlyCost).toBe(0.28);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/admin/users/00000000-0000-4000-a000-000000000000/statistics",
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
    for (const id of ["nobody", "%00", "00000000-0000-4000-a000-00000000000%00"]) {
      const notAnId = await t.app.inject({
        method: "GET",
        url: `/api/admin/users/${id}/statistics`,
        headers: auth,
      });
      expect(notAnId.statusCode, id).toBe(400);
      expect(notAnId.json().message).toBe(ID_NOT_VALID_MESSAGE);
    }
  });
});

describe("GET /api/admin/analytics", () => {
  it("adds up the whole product", async () => {
    const analytics = await get<TAdminAnalytics>("/api/admin/analytics");
    expect(analytics).toEqual({
      totalUsers: 4,
      totalImages: 17,
      totalApiImages: 12,
      totalStories: 2,
      userMetrics: { paidUsers: 2, activeUsers: 1 },
      // 12 model pictures × 0.04 (the illustrator's 3 cost nothing) + 1 story × 0.20;
      // 9.99 + 14.99 captured.
      financial: { totalMonthlyRevenue: 24.98, totalMonthlyCost: 0.68, netProfit: 24.3 },
      subscriptionBreakdown: { free: 1, premium: 1, platinum: 1 },
      recentActivity: [
        { date: "2026-05-14", count: 0 },
        { date: "2026-05-15", count: 0 },
        { date: "2026-05-16", count: 0 },
        { date: "2026-05-17", count: 0 },
        { date: "2026-05-18", count: 0 },
        { date: "2026-05-19", count: 2 },
        { date: "2026-05-20", count: 1 },
      ],
      userGrowth: [
        { date: "2026-05-14", count: 0 },
        { date: "2026-05-15", count: 0 },
        { date: "2026-05-16", count: 0 },
        { date: "2026-05-17", count: 0 },
        { date: "2026-05-18", count: 1 },
        { date: "2026-05-19", count: 0 },
        { date: "2026-05-20", count: 1 },
      ],
    });
  });
});
