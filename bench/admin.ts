import { sql } from "drizzle-orm";
import { createTestApp } from "../src/server/test/test-app";
import { ms, quantile } from "./stats";

const USERS = 10_000;
const PICTURES = 200_000;
const RUNS = 20;

/**
 * The admin console at scale: 10,000 families and 200,000 pictures (plus sign-ins, stories,
 * payments and activity) seeded with generate_series, then the users page and the analytics timed.
 */
export async function benchAdmin(): Promise<void> {
  const t = await createTestApp({ env: { ADMIN_USERNAME: "bench", ADMIN_PASSWORD: "bench-pass" } });
  try {
    const seeded = performance.now();
    await seed(t.db);
    console.log(
      `admin: seeded ${USERS} users and ${PICTURES} pictures in ${ms(performance.now() - seeded)}`,
    );
    const headers = {
      authorization: `Basic ${Buffer.from("bench:bench-pass").toString("base64")}`,
    };
    const time = async (url: string) => {
      const timings: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        const response = await t.app.inject({ method: "GET", url, headers });
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
        timings.push(performance.now() - started);
      }
      return timings;
    };
    const first = await t.app.inject({ method: "GET", url: "/api/admin/users", headers });
    const cursor = (first.json() as { nextCursor: string }).nextCursor;
    const users = await time("/api/admin/users");
    const deeper = await time(`/api/admin/users?cursor=${cursor}`);
    const analytics = await time("/api/admin/analytics");
    console.log(
      `admin users page: p50 ${ms(quantile(users, 0.5))}, p95 ${ms(quantile(users, 0.95))} (next page p50 ${ms(quantile(deeper, 0.5))})`,
    );
    console.log(
      `admin analytics: p50 ${ms(quantile(analytics, 0.5))}, p95 ${ms(quantile(analytics, 0.95))}`,
    );
  } finally {
    await t.close();
  }
}

async function seed(db: Awaited<ReturnType<typeof createTestApp>>["db"]): Promise<void> {
  const day = "interval '1 day'";
  await db.execute(
    sql.raw(`insert into users (id, username, email, email_verified, subscription_plan, created_at)
      select md5('u' || n)::uuid::text, 'user' || n, 'user' || n || '@example.com', 'true',
        (array['free','free','free','premium','platinum'])[1 + n % 5],
        now() - (n % 60) * ${day} - (n % 1440) * interval '1 minute'
      from generate_series(1, ${USERS}) as n`),
  );
  await db.execute(
    sql.raw(`insert into generated_images (id, user_id, visitor_id, description, image_file, thumbnail_file, provider, created_at)
      select 'p' || n, case when n % 10 = 0 then null else md5('u' || (1 + n % ${USERS}))::uuid::text end,
        case when n % 10 = 0 then 'visitor' || n end,
        'a picture', 'p' || n || '.png', 'p' || n || '.webp', 'builtin',
        now() - (n % 90) * ${day}
      from generate_series(1, ${PICTURES}) as n`),
  );
  await db.execute(
    sql.raw(`insert into user_sessions (id, user_id, login_time, logout_time, session_duration)
      select 's' || n, md5('u' || (1 + n % ${USERS}))::uuid::text, now() - (n % 30) * ${day},
        now() - (n % 30) * ${day} + interval '20 minutes', 1200
      from generate_series(1, ${USERS * 5}) as n`),
  );
  await db.execute(
    sql.raw(`insert into stories (id, user_id, title, content, created_at)
      select 't' || n, md5('u' || (1 + n % ${USERS}))::uuid::text, 'A story', 'Once upon a time', now() - (n % 60) * ${day}
      from generate_series(1, ${USERS * 2}) as n`),
  );
  await db.execute(
    sql.raw(`insert into payments (id, user_id, plan_id, amount, provider, provider_order_id, status, captured_at)
      select 'pay' || n, md5('u' || n)::uuid::text, 'premium', 9.99, 'demo', 'order' || n, 'completed', now() - (n % 40) * ${day}
      from generate_series(1, ${USERS}) as n where n % 5 >= 3`),
  );
  await db.execute(
    sql.raw(`insert into user_activity (id, user_id, activity_type, timestamp)
      select 'a' || n, md5('u' || (1 + n % ${USERS}))::uuid::text, 'picture_made', now() - (n % 14) * ${day}
      from generate_series(1, ${PICTURES}) as n`),
  );
  await db.execute(sql.raw("vacuum analyze"));
}
