import { Worker } from "node:worker_threads";

/**
 * Starts a book thread. Built, the server is one bundle beside `book-worker.js`
 * (scripts/build-server.mjs); from source (vitest, tsx) the thread first registers tsx so it can
 * load the TypeScript worker.
 */
export function startBookWorker(): Worker {
  const here = import.meta.url;
  if (!/\.ts$/.test(new URL(here).pathname)) {
    return new Worker(new URL("./book-worker.js", here), { name: "book-worker" });
  }
  const tsx = import.meta.resolve("tsx/esm/api");
  const source = new URL("./book-worker.ts", here).href;
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, name: "book-worker" });
}
