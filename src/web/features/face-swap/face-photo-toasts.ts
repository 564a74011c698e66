import { ApiError, friendlyMessageOf } from "@/web/lib/api";
import { toast } from "@/web/components/ui/toast-store";

/** A failed face photo call: the server's sentence, else the HTTP status, else the spec's words. */
export function showFacePhotoFailure(error: unknown, fallback: string): void {
  const body = error instanceof ApiError ? error.body : null;
  const description = friendlyMessageOf(error, fallback);
  toast({
    title: body?.title ?? "Oops!",
    description,
    variant: "destructive",
    ...(error instanceof ApiError && error.status === 403
      ? { action: { label: "See plans", href: "/subscription" } }
      : {}),
  });
}
