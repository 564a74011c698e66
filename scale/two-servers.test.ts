import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facePhotoPng, dataUrl } from "../src/server/face-photos/face-photos.test-support";
import { waitUntil } from "./balancer";
import { startCluster, type Cluster } from "./cluster";
import { httpFamily, type HttpFamily } from "./http-family";
import { signUpFamily } from "./sign-up-family";

/**
 * Two server processes on one PostgreSQL and one S3-compatible bucket, behind nginx sending
 * requests to each in turn: a family's journey through the balancer, one process killed with -9
 * half-way, the per-minute picture limit shared and each periodic sweep run once.
 */
const PICTURES_PER_MINUTE = 5;

let cluster: Cluster;
let db: pg.Client;
let startedAt: Date;
/** Every periodic sweep, as the processes scheduled them. */
let sweeps: string[];
beforeAll(async () => {
  cluster = await startCluster({
    processes: 2,
    env: { GENERATIONS_PER_MINUTE: String(PICTURES_PER_MINUTE) },
  });
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  // The sweeps' turns come every minute instead of every 15 or 60, so a turn falls in the test.
  startedAt = new Date();
  const scheduled = await db.query<{ name: string }>(
    `update pgboss.schedule set cron = '* * * * *' returning name`,
  );
  sweeps = scheduled.rows.map((row) => row.name);
}, 120_000);
afterAll(async () => {
  await db?.end();
  await cluster?.close();
});

/** The same answer from each process, asked directly with the family's cookies. */
async function sameOnEachProcess(family: HttpFamily, url: string) {
  const answers = await Promise.all(
    cluster.servers.map((server) => family.at(server.origin).get(url)),
  );
  for (const answer of answers) expect(answer.status, answer.text).toBe(200);
  expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
  return answers[0]!.json();
}

const upstreamsOf = (path: string, status: number) =>
  new Set(
    cluster.balancer
      .requests()
      .filter((line) => line.request.includes(` ${path}`) && line.status === status)
      .map((line) => line.upstream),
  );

let ada: Awaited<ReturnType<typeof signUpFamily>>;
const pictureIds: string[] = [];

describe("two server processes behind a load balancer", () => {
  it("sign a family up, verify it by the mailed link and sign it in; its session holds on both", async () => {
    ada = await signUpFamily(cluster, "Ada");
    const user = await sameOnEachProcess(ada.family, "/api/auth/user");
    expect(user.username).toBe(ada.username);
    for (let turn = 0; turn < 4; turn += 1) {
      expect((await ada.family.get("/api/auth/user")).status).toBe(200);
    }
    expect(upstreamsOf("/api/auth/user", 200).size).toBe(2);
  });

  it("make pictures, a face-swapped one and a story, each listed and served alike by both", async () => {
    await db.query(
      `update users set subscription_plan = 'premium', subscription_end_date = now() + interval '30 days' where id = $1`,
      [ada.id],
    );
    const photo = await ada.family.post("/api/face-photos", {
      name: "me",
      imageUrl: dataUrl(await facePhotoPng(512, "#22c55e")),
      isActive: true,
    });
    expect(photo.status, photo.text).toBe(201);
    expect((await ada.family.put("/api/settings", { faceSwapEnabled: "true" })).status).toBe(200);

    for (const description of ["a girl on the beach", "a happy dog in the park"]) {
      const made = await ada.family.post("/api/images/generate", { description });
      expect(made.status, made.text).toBe(201);
      pictureIds.push(made.json().id);
    }
    const gallery = await sameOnEachProcess(ada.family, "/api/images");
    expect(gallery.map((picture: { id: string }) => picture.id)).toEqual([...pictureIds].reverse());
    const swapped = gallery.find(
      (picture: { faceSwappedUrl: string | null }) => picture.faceSwappedUrl,
    );
    expect(swapped?.faceSwappedUrl).toMatch(/^\/media\//);
    // The bucket's objects, streamed by each process with the same tag.
    for (const url of [swapped.imageUrl, swapped.faceSwappedUrl, swapped.thumbnailUrl]) {
      const served = await Promise.all(
        cluster.servers.map((server) => ada.family.at(server.origin).get(url)),
      );
      expect(served.map((answer) => answer.status)).toEqual([200, 200]);
      expect(served[0]!.headers.etag).toBe(served[1]!.headers.etag);
    }

    const story = await ada.family.post("/api/stories/generate", {
      title: "The Dino Picnic",
      story: "A little dino goes to a picnic. The dino shares cake with a bunny.",
    });
    expect(story.status, story.text).toBe(201);
    const scenes = story.json().scenes as Array<{
      sceneNumber: number;
      scene: string;
      imageUrl: string;
    }>;
    expect(scenes.length).toBeGreaterThan(0);
    const saved = await ada.family.post("/api/stories", {
      title: "The Dino Picnic",
      content: story.json().story,
      scenes: scenes.map((scene) => ({
        sceneNumber: scene.sceneNumber,
        description: scene.scene,
        imageUrl: scene.imageUrl,
      })),
    });
    expect(saved.status, saved.text).toBe(201);
    const stories = await sameOnEachProcess(ada.family, "/api/stories");
    expect(stories.map((one: { title: string }) => one.title)).toEqual(["The Dino Picnic"]);
    expect(upstreamsOf("/api/images/generate", 201).size).toBe(2);
  });

  it("tell a gallery page served by one process of a picture the other made", async () => {
    const [first, second] = cluster.servers;
    const before = await ada.family.at(second!.origin).get("/api/images");
    const tag = before.headers.etag as string;
    expect(
      (await ada.family.at(second!.origin).get("/api/images", { "if-none-match": tag })).status,
    ).toBe(304);
    const made = await ada.family.at(first!.origin).post("/api/images/generate", {
      description: "a red kite in the sky",
    });
    expect(made.status, made.text).toBe(201);
    pictureIds.push(made.json().id);
    const poll = await ada.family.at(second!.origin).get("/api/images", { "if-none-match": tag });
    expect(poll.status).toBe(200);
    expect(poll.json()[0].id).toBe(made.json().id);
  });

  it("hold the per-minute picture limit across both: not twice the allowance", async () => {
    // Another address (the balancer says so in X-Forwarded-For): a count of its own.
    const visitor = httpFamily({ publicUrl: cluster.origin, localAddress: "127.0.0.2" });
    const statuses: number[] = [];
    for (let index = 0; index < PICTURES_PER_MINUTE * 2; index += 1) {
      const answer = await visitor.post("/api/images/generate", { description: "a small fish" });
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(PICTURES_PER_MINUTE);
    expect(statuses.slice(PICTURES_PER_MINUTE)).toEqual(Array(PICTURES_PER_MINUTE).fill(429));
    // A made-up X-Forwarded-For is replaced by the balancer: no fresh allowance.
    const spoofed = await visitor.post(
      "/api/images/generate",
      { description: "a small fish" },
      { "x-forwarded-for": "203.0.113.9" },
    );
    expect(spoofed.status).toBe(429);
    const answeredBy = cluster.balancer
      .requests()
      .filter((line) => line.client === "127.0.0.2" && line.status === 429)
      .map((line) => line.upstream);
    expect(new Set(answeredBy).size).toBe(2);
  });

  it("run each periodic sweep's turn once across both processes", async () => {
    const turns = async () =>
      (
        await db.query<{ name: string; state: string; created_on: Date }>(
          `select name, state, created_on from pgboss.job
             where name = any($1) and created_on >= $2 and singleton_key is distinct from 'at-start'
             order by created_on`,
          [sweeps, startedAt],
        )
      ).rows;
    await waitUntil(async () => {
      const done = new Set(
        (await turns()).filter((job) => job.state === "completed").map((job) => job.name),
      );
      return sweeps.every((name) => done.has(name));
    }, 150_000);
    const rows = await turns();
    expect(sweeps).toContain("sweep-orphan-media");
    for (const name of sweeps) {
      const times = rows.filter((job) => job.name === name).map((job) => job.created_on.getTime());
      // Turns are a minute apart (pg-boss's timekeeping looks every 30 s); a turn run by each
      // process would come twice within seconds.
      for (let index = 1; index < times.length; index += 1) {
        expect(times[index]! - times[index - 1]!, name).toBeGreaterThan(20_000);
      }
    }
    expect(rows.filter((job) => job.state === "failed")).toEqual([]);
    // The orphan sweep's start-up turn: once for the two processes started together.
    const startTurns = await db.query(
      `select name, state from pgboss.job where singleton_key = 'at-start'`,
    );
    expect(startTurns.rows).toEqual([{ name: "sweep-orphan-media", state: "completed" }]);
  }, 180_000);

  it("carry on through the other process when one is killed with -9, with nothing lost", async () => {
    const [doomed] = cluster.servers;
    // Gallery polls on their way while the process dies: the balancer asks the other again.
    const polls = Array.from({ length: 8 }, () => ada.family.get("/api/images"));
    await doomed!.crash();
    expect((await Promise.all(polls)).map((poll) => poll.status)).toEqual(Array(8).fill(200));
    for (let turn = 0; turn < 4; turn += 1) {
      expect((await ada.family.get("/api/auth/user")).status).toBe(200);
    }
    const gallery = await ada.family.get("/api/images");
    expect(gallery.status).toBe(200);
    expect(gallery.json().map((picture: { id: string }) => picture.id)).toEqual(
      [...pictureIds].reverse(),
    );
    const oldest = gallery.json().at(-1);
    expect((await ada.family.get(oldest.imageUrl)).status).toBe(200);
    const stories = (await ada.family.get("/api/stories")).json();
    expect(stories.map((one: { title: string }) => one.title)).toEqual(["The Dino Picnic"]);
    const made = await ada.family.post("/api/images/generate", { description: "a dino on a boat" });
    expect(made.status, made.text).toBe(201);

    // A greeting card to a contact, mailed through the queue.
    const contactEmail = `grandma${Date.now()}@example.com`;
    const contact = await ada.family.post("/api/contacts", {
      name: "Grandma",
      email: contactEmail,
    });
    expect(contact.status, contact.text).toBe(201);
    const card = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#ffd166" },
    })
      .png()
      .toBuffer();
    const sent = await ada.family.post("/api/greeting-cards/send-email", {
      recipientEmail: contactEmail,
      customMessage: "A picture for you!",
      greetingCardBase64: card.toString("base64"),
    });
    expect(sent.status, sent.text).toBe(200);
    const mailed = await cluster.smtp.mailTo(contactEmail);
    expect(mailed.attachments.some((file) => file.contentType === "image/png")).toBe(true);

    // A message to another family, which arrives once their grown-up accepts.
    const ben = await signUpFamily(cluster, "Ben");
    const message = await ada.family.post("/api/messages/send", {
      toUserId: ben.username,
      subject: "Hello",
      content: "I drew a dragon for you!",
    });
    expect(message.status, message.text).toBe(201);
    const accepted = await ben.family.post(`/api/family/requests/${ada.username}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    const inbox = await ben.family.get("/api/messages/inbox");
    expect(inbox.json().messages.map((one: { content: string }) => one.content)).toEqual([
      "I drew a dragon for you!",
    ]);
    const afterCrash = cluster.balancer.requests().slice(-20);
    expect(afterCrash.every((line) => line.status < 500)).toBe(true);
  });
});
