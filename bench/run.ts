// `npm run bench [-- name…]`: prints the product's speed and memory figures.
export {};
const suites: Record<string, () => Promise<void>> = {
  illustrator: async () => (await import("./illustrator")).benchIllustrator(),
  understanding: async () => (await import("./understanding")).benchUnderstanding(),
  server: async () => (await import("./server")).benchServer(),
  admin: async () => (await import("./admin")).benchAdmin(),
  drawing: async () => (await import("./drawing-load")).benchDrawingLoad(),
  messages: async () => (await import("./messages")).benchMessages(),
  "face-swap": async () => (await import("./face-swap")).benchFaceSwap(),
  "sign-up": async () => (await import("./sign-up")).benchSignUp(),
  stories: async () => (await import("./stories")).benchStories(),
  book: async () => (await import("./book")).benchBook(),
  lighthouse: async () => (await import("./lighthouse")).benchLighthouse(),
  "offline-drawing": async () => (await import("./offline-drawing")).benchOfflineDrawing(),
  start: async () => (await import("./start")).benchStart(),
  scale: async () => (await import("./scale")).benchScale(),
  "node-versions": async () => (await import("./node-versions")).benchNodeVersions(),
};

const requested = process.argv.slice(2).filter((name) => !name.startsWith("-"));
const unknown = requested.filter((name) => !(name in suites));
if (unknown.length > 0) {
  console.error(
    `Unknown bench ${unknown.join(", ")}; choose from ${Object.keys(suites).join(", ")}`,
  );
  process.exit(2);
}
for (const name of requested.length > 0 ? requested : Object.keys(suites)) {
  await suites[name]!();
}
process.exit(0);
