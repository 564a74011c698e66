import { Sparkles } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonVariants } from "@/web/components/ui/button";
import { useT } from "@/web/i18n/use-t";

/** Face Swap Magic: to /face-swap; disabled for visitors, with the reason under it. */
export function FaceSwapMagicButton({ isVisitor }: { isVisitor: boolean }) {
  const t = useT("create");
  if (!isVisitor) {
    return (
      <Link href="/face-swap" className={buttonVariants({ variant: "grape", size: "lg" })}>
        <Sparkles aria-hidden /> {t("faceSwapMagic")}
      </Link>
    );
  }
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      <Button variant="grape" size="lg" disabled aria-describedby="face-swap-note">
        <Sparkles aria-hidden /> {t("faceSwapMagic")}
      </Button>
      <p id="face-swap-note" className="text-sm text-slate-600">
        {t("faceSwapSignIn")}
      </p>
    </div>
  );
}
