import { Link } from "wouter";
import { buttonVariants } from "@/web/components/ui/button";
import { Notice } from "@/web/components/ui/notice";
import { askingFamiliesText, useWaitingRequestCount } from "./waiting-requests";

/**
 * On a signed-in family's creation page while a family's request waits: a word for the grown-ups
 * and the way to the page where they answer it (behind the parental gate there).
 */
export function WaitingRequestsNotice() {
  const waiting = useWaitingRequestCount();
  if (waiting === 0) return null;
  return (
    <Notice tone="warning" role="status" className="mb-6" data-testid="waiting-requests-notice">
      <h2 className="text-xl font-bold">{askingFamiliesText(waiting)}</h2>
      <p>For grown-ups: their messages wait until you accept or decline.</p>
      <Link href="/family" className={buttonVariants({ variant: "sunny" })}>
        Open For grown-ups
      </Link>
    </Notice>
  );
}
