import { Link, useSearchParams } from "wouter";
import { buttonVariants } from "@/web/components/ui/button";
import { Notice } from "@/web/components/ui/notice";

/** What the e-mail links say when they land on /auth (?verified=… or ?reset=…). */
export function AuthLandingNotice() {
  const [params] = useSearchParams();
  const verified = params.get("verified");
  const reset = params.get("reset");

  if (verified === "1") {
    return (
      <Notice tone="success" role="status">
        <p className="font-semibold">Email confirmed! You can sign in now.</p>
      </Notice>
    );
  }
  if (verified === "invalid") {
    return (
      <Notice tone="warning" role="status">
        <p>
          That confirmation link didn&apos;t work. It may be old or already used. Try signing in: if
          your email still needs confirming, we&apos;ll offer to send a fresh link.
        </p>
      </Notice>
    );
  }
  if (reset === "1") {
    return (
      <Notice tone="success" role="status">
        <p className="font-semibold">Your new password is ready! Sign in with it now.</p>
      </Notice>
    );
  }
  if (reset === "invalid") {
    return (
      <Notice tone="warning" role="status">
        <p>
          That password link didn&apos;t work. Links last 1 hour and work only once, so your
          password has not changed.
        </p>
        <Link href="/reset-password" className={buttonVariants({ variant: "outline" })}>
          Ask for a new link
        </Link>
      </Notice>
    );
  }
  return null;
}
