import { registerBody } from "../src/server/test/account-factory";
import { createTestApp } from "../src/server/test/test-app";
import { ms, quantile } from "./stats";

const RUNS = 20;

/**
 * Sign-up must not tell, by its time, whether an address already has an account: both paths
 * hash the password and send one mail. Times the two answers, interleaved, on the outbox.
 */
export async function benchSignUp(): Promise<void> {
  const t = await createTestApp();
  try {
    const existing = registerBody();
    let address = 0;
    const signUp = async (email?: string) => {
      address++;
      const started = performance.now();
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: `198.18.${address >> 8}.${address & 255}`,
        payload: registerBody(email ? { email } : {}),
      });
      if (response.statusCode !== 201) throw new Error(`sign-up answered ${response.statusCode}`);
      return performance.now() - started;
    };
    await signUp(existing.email);
    await signUp();
    const fresh: number[] = [];
    const taken: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      fresh.push(await signUp());
      taken.push(await signUp(existing.email));
    }
    const line = (timings: number[]) =>
      `p50 ${ms(quantile(timings, 0.5))}, p95 ${ms(quantile(timings, 0.95))}`;
    console.log(
      `sign-up (${RUNS} each): new address ${line(fresh)}; address with an account ${line(taken)}`,
    );
  } finally {
    await t.close();
  }
}
