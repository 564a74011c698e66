import { Sparkles } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/**
 * Face Swap Magic: disabled for now, with the reason under it (visitors must sign in; for
 * signed-in users the feature has not arrived yet).
 */
export function FaceSwapMagicButton({ isVisitor }: { isVisitor: boolean }) {
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      <Button variant="grape" size="lg" disabled aria-describedby="face-swap-note">
        <Sparkles aria-hidden /> Face Swap Magic
      </Button>
      <p id="face-swap-note" className="text-sm text-slate-600">
        {isVisitor
          ? "Sign in to put your own face in your pictures."
          : "Coming soon: put your own face in your pictures!"}
      </p>
    </div>
  );
}
