import { Lightbulb } from "lucide-react";
import { FluentEmoji, type TEmojiName } from "@/web/components/emoji/fluent-emoji";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";

const STEPS = [
  {
    emoji: "microphone",
    title: "Tell me your idea",
    text: "Tap the microphone and say what you imagine, or type it in the box.",
  },
  {
    emoji: "magic-wand",
    title: "Press Create",
    text: "Watch the dino dance while your magic picture is drawn.",
  },
  {
    emoji: "framed-picture",
    title: "Find it in your gallery",
    text: "Tap your picture to see it big, make it dance, or save it.",
  },
] as const satisfies ReadonlyArray<{ emoji: TEmojiName } & Record<string, string>>;

const TIPS = [
  "Say colours, animals and places: “a purple elephant on the beach”.",
  "Stuck? Tap one of the idea buttons.",
  "Tap Words under a picture to hear the words read aloud.",
  "Ask a grown-up to help you sign up for more pictures.",
] as const;

interface HelpDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/** 'How to Create Magic Pictures': three steps and a few tips. */
export function HelpDialog({ isOpen, onOpenChange }: HelpDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>How to Create Magic Pictures</DialogTitle>
        <DialogDescription>Three easy steps:</DialogDescription>
        <ol className="mt-4 space-y-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3 rounded-2xl bg-white p-3 shadow-sm">
              <FluentEmoji name={step.emoji} className="size-12" />
              <div>
                <p className="font-display text-lg font-bold text-sky-deep">
                  {index + 1}. {step.title}
                </p>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <h3 className="mt-5 flex items-center gap-2 text-xl font-bold text-grape">
          <Lightbulb className="size-6" aria-hidden /> Tips
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-base">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
