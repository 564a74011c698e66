import { Lightbulb } from "lucide-react";
import { FluentEmoji, type TEmojiName } from "@/web/components/emoji/fluent-emoji";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import type { TMessageKey } from "@/web/i18n/catalog-types";
import { useT } from "@/web/i18n/use-t";

type THelpKey = TMessageKey<"help">;

const STEPS = [
  {
    emoji: "microphone",
    title: "stepIdeaTitle",
    text: "stepIdeaText",
  },
  {
    emoji: "magic-wand",
    title: "stepCreateTitle",
    text: "stepCreateText",
  },
  {
    emoji: "framed-picture",
    title: "stepGalleryTitle",
    text: "stepGalleryText",
  },
] as const satisfies ReadonlyArray<{ emoji: TEmojiName; title: THelpKey; text: THelpKey }>;

const TIPS = [
  "tipWords",
  "tipStuck",
  "tipListen",
  "tipGrownUp",
] as const satisfies readonly THelpKey[];

interface HelpDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/** 'How to Create Magic Pictures': three steps and a few tips. */
export function HelpDialog({ isOpen, onOpenChange }: HelpDialogProps) {
  const t = useT("help");
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{t("helpTitle")}</DialogTitle>
        <DialogDescription>{t("helpSteps")}</DialogDescription>
        <ol className="mt-4 space-y-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm">
              <FluentEmoji name={step.emoji} className="size-12" />
              <div>
                <p className="font-display text-lg font-bold text-sky-deep">
                  {index + 1}. {t(step.title)}
                </p>
                <p>{t(step.text)}</p>
              </div>
            </li>
          ))}
        </ol>
        <h3 className="mt-5 flex items-center gap-2 text-xl font-bold text-grape">
          <Lightbulb className="size-6" aria-hidden /> {t("tips")}
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-base">
          {TIPS.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
