import { ZEmailNotVerifiedBody, type TEmailNotVerifiedBody } from "@/shared/contracts/auth";
import { ApiError } from "@/web/lib/api";

/** The sign-in refusal of an account whose e-mail is not confirmed yet (a 403), if it is one. */
export function emailNotVerifiedOf(error: unknown): TEmailNotVerifiedBody | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  try {
    const parsed = ZEmailNotVerifiedBody.safeParse(JSON.parse(error.message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
