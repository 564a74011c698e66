import { Sparkles } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonVariants } from "@/web/components/ui/button";

/** Face Swap Magic: a link for signed-in users, disabled with a reason for visitors. */
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
      <Button variant="grape" size="lg" disabled aria-describedby="face-swap-sign-in">
        <Sparkles aria-hidden /> Face Swap Magic
      </Button>
      <p id="face-swap-sign-in" className="text-sm text-slate-600">
        Sign in to put your own face in your pictures.
      </p>
    </div>
  );
}
