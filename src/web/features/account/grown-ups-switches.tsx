import { Users } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/web/components/ui/button";
import { toast } from "@/web/components/ui/toast-store";
import { humanMessageOf } from "@/web/lib/api";
import { cn } from "@/web/lib/cn";
import { useSettings, useUpdateSettings } from "./use-settings";

/** For parents (behind the gate): messages on or off, and the family's connections. */
export function GrownUpsSwitches() {
  const settings = useSettings();
  const update = useUpdateSettings();
  const isOn = settings.data?.messagesEnabled !== false;

  function toggle() {
    update.mutate(
      { messagesEnabled: !isOn },
      {
        onSuccess: () =>
          toast({
            title: isOn ? "Messages switched off" : "Messages switched on",
            variant: "success",
          }),
        onError: (error) =>
          toast({
            title: "Error",
            description: humanMessageOf(error) ?? "That didn't work. Please try again!",
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <section
      aria-labelledby="grown-ups-switches-title"
      className="space-y-4 rounded-[2rem] border-4 border-white bg-white/90 p-5 shadow-md sm:p-8"
    >
      <h2 id="grown-ups-switches-title" className="text-2xl font-bold text-sky-deep">
        For parents: who can reach your child
      </h2>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        disabled={!settings.data || update.isPending}
        onClick={toggle}
        className="flex min-h-12 items-center gap-3 rounded-full px-2 font-display text-lg font-semibold disabled:opacity-60"
      >
        <span
          aria-hidden
          className={cn(
            "relative h-8 w-14 rounded-full transition-colors",
            isOn ? "bg-dino" : "bg-slate-300",
          )}
        >
          <span
            className={cn(
              "absolute top-1 left-1 size-6 rounded-full bg-white shadow transition-transform",
              isOn && "translate-x-6",
            )}
          />
        </span>
        Messages
      </button>
      <p className="text-lg">
        {isOn
          ? "Your child can send and receive messages, and only families you accept can write."
          : "Messages are off: nothing is sent or received, and the Messages menu is hidden."}
      </p>
      <Link href="/family" className={buttonVariants({ variant: "outline" })}>
        <Users aria-hidden /> Family connections and requests
      </Link>
    </section>
  );
}
