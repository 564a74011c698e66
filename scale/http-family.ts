import { request as httpRequest } from "node:http";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * A family's browser as far as the server can tell: keeps its cookies, names the app's own
 * origin on every write (as the web app's pages do) and may connect from another loopback
 * address (`localAddress`), which the balancer reports as the client's own. `via` is another
 * way in to the same app (a second balancer).
 */
export function httpFamily(options: { publicUrl: string; via?: string; localAddress?: string }) {
  const entry = options.via ?? options.publicUrl;
  const cookies = new Map<string, string>();
  function send(
    origin: string,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const target = new URL(url, origin);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        target,
        {
          method,
          localAddress: options.localAddress,
          headers: {
            accept: "application/json",
            ...(cookies.size > 0
              ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") }
              : {}),
            ...(method === "GET" ? {} : { origin: options.publicUrl }),
            ...(payload ? { "content-type": "application/json" } : {}),
            ...headers,
          },
        },
        (response) => {
          for (const line of response.headers["set-cookie"] ?? []) {
            const [pair] = line.split(";");
            const at = pair?.indexOf("=") ?? -1;
            if (!pair || at < 0) continue;
            const name = pair.slice(0, at).trim();
            const value = pair.slice(at + 1).trim();
            if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === "") {
              cookies.delete(name);
            } else cookies.set(name, value);
          }
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              text,
              json: () => JSON.parse(text),
            });
          });
          response.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  }
  return {
    /** Through the balancer (the app's public address, or `via`). */
    get: (url: string, headers?: Record<string, string>) =>
      send(entry, "GET", url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) =>
      send(entry, "POST", url, body ?? {}, headers),
    put: (url: string, body: unknown) => send(entry, "PUT", url, body),
    /** Straight to one server process, with the same cookies (to ask each process alike). */
    at: (origin: string) => ({
      get: (url: string, headers?: Record<string, string>) =>
        send(origin, "GET", url, undefined, headers),
      post: (url: string, body?: unknown) => send(origin, "POST", url, body ?? {}),
    }),
  };
}

export type HttpFamily = ReturnType<typeof httpFamily>;
