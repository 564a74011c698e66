/** How long a passed gate stays open, so a grown-up meets it once, not at every tap. */
export const GATE_PASS_MS = 10 * 60 * 1000;
const KEY = "doodleDinoGrownUpUntil";

/** Whether a grown-up passed the gate in this tab within the last GATE_PASS_MS. */
export function hasRecentGatePass(now = Date.now()): boolean {
  try {
    const until = Number(sessionStorage.getItem(KEY));
    return Number.isFinite(until) && until > now;
  } catch {
    return false;
  }
}

export function rememberGatePass(now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, String(now + GATE_PASS_MS));
  } catch {
    // Storage may be off (private mode): the gate then asks each time, which is safe.
  }
}
