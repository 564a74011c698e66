import { Users } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { GrownUpSwitch } from "./grown-up-switch";

/** For parents (behind the gate): messages on or off, outside engines, and the grown-ups' page. */
export function GrownUpsSwitches() {
  return (
    <section
      aria-labelledby="grown-ups-switches-title"
      className="space-y-4 rounded-[2rem] border-4 border-white bg-white/90 p-5 shadow-md sm:p-8"
    >
      <h2 id="grown-ups-switches-title" className="text-2xl font-bold text-sky-deep">
        For parents: who can reach your child
      </h2>
      <GrownUpSwitch
        setting="messagesEnabled"
        label="Messages"
        isOnByDefault
        toasts={{ on: "Messages switched on", off: "Messages switched off" }}
        explanation={{
          on: "Your child can send and receive messages, and only families you accept can write.",
          off: "Messages are off: nothing is sent or received, and the Messages menu is hidden.",
        }}
      />
      <Link
        href="/family"
        className={cn(buttonVariants({ variant: "outline" }), "whitespace-normal text-center")}
      >
        <Users aria-hidden /> Requests and messages
      </Link>
      <h3 className="pt-2 text-xl font-bold text-sky-deep">Outside engines</h3>
      <GrownUpSwitch
        setting="outsideEnginesAllowed"
        label="Let outside engines help"
        isOnByDefault={false}
        toasts={{ on: "Outside engines switched on", off: "Outside engines switched off" }}
        explanation={{
          on: "When this Doodle Dino has an outside drawing, story or music engine set up, your child's picture and story words may be sent to it. Face photos and voices never are.",
          off: "Off: Doodle Dino's own engines draw, tell and play everything, and your child's words stay here.",
        }}
      />
      <Link
        href="/privacy"
        className="inline-flex min-h-12 items-center font-semibold text-sky-deep underline"
      >
        What we keep, and who sees it
      </Link>
    </section>
  );
}
