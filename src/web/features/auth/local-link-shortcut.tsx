import { ExternalLink } from "lucide-react";
import { buttonVariants } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

interface LocalLinkShortcutProps {
  /** The link the e-mail carries; the server hands it back only to a person at its machine. */
  href: string;
  label: string;
}

/** With no mail server, for a person at the server's own computer: the e-mail's link as a button. */
export function LocalLinkShortcut({ href, label }: LocalLinkShortcutProps) {
  return (
    <div className="space-y-2 rounded-2xl bg-white p-4 text-center shadow-sm">
      <p className="text-base text-slate-600">
        This Doodle Dino has no mail server, and you&apos;re using the computer it runs on, so here
        is the link from the email:
      </p>
      <a
        href={href}
        className={cn(buttonVariants({ variant: "dino", size: "lg" }), "w-full sm:w-auto")}
      >
        <ExternalLink aria-hidden /> {label}
      </a>
    </div>
  );
}
