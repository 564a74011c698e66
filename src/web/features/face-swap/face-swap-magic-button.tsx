import { Sparkles } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonVariants } from "@/web/components/ui/button";

/** Face Swap Magic: to /face-swap; disabled for visitors, with the reason under it. */
export function FaceSwapMagicButton({ isVisitor }: { isVisitor: boolean }) {
  if (!isVisitor) {
    return (
      <Link href="/face-swap" className={buttonVariants({ variant: "grape", size: "lg" })}>
        <Sparkles aria-hidden /> Face Swap Magic
      </Link>
    );
  }
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      <Button variant="grape" size="lg" disabled aria-describedby="face-swap-note">
        <Sparkles aria-hidden /> Face Swap Magic
      </Button>
      <p id="face-swap-note" className="text-sm text-slate-600">
        Sign in to put your own face in your pictures.
      </p>
    </div>
  );
}
