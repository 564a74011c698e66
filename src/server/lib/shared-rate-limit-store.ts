import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Database } from "../db/client";
import { countHit, fixedWindow, hashedCounterKey } from "./rate-limiter";

/**
 * A store for @fastify/rate-limit that counts in the database's fixed-window counters (the
 * `rate_limit_counters` table the account limiter uses), so every server process sees the same
 * count: two processes behind a balancer never double a route's allowance. Each route counts on
 * its own, as with the plugin's memory store.
 */
interface RouteLimitSettings {
  routeInfo: { method: string | string[]; url: string };
}

export function sharedRateLimitStore(db: Database, now: () => Date): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly route = "any",
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const at = now();
      const window = fixedWindow(at, timeWindow);
      countHit(db, hashedCounterKey(`route:${this.route}`, key), window.start).then(
        (current) => callback(null, { current, ttl: window.end.getTime() - at.getTime() }),
        (error: Error) => callback(error),
      );
    }

    /**
     * The plugin's types promise the route's options here, but it passes the route's merged limit
     * settings, with the route itself under `routeInfo`; reading `method`/`url` off the settings
     * gave every limited route the same count.
     */
    child(settings: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      const { method, url } = (settings as unknown as RouteLimitSettings).routeInfo;
      return new SharedRateLimitStore(undefined, `${String(method)} ${url}`);
    }
  };
}
