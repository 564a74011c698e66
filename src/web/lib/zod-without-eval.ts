// The web build's "zod" (see vite.config.ts). zod probes `new Function("")` on its first object
// parse to decide whether to compile fast parsers; the page's content policy forbids eval, so the
// probe is reported as a policy violation on every page load. Jitless parsing never probes.
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export { z, z as default } from "zod/v4";
