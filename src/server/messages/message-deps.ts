import type { Database } from "../db/client";
import type { RateLimiter } from "../lib/rate-limiter";
import type { MediaStore } from "../media/media-store";

/** What the messages calls need: the database, picture URLs, the shared limiter and a clock. */
export interface MessageDeps {
  db: Database;
  media: Pick<MediaStore, "urlFor">;
  limiter: RateLimiter;
  now: () => Date;
}
