import { ExternalLink } from "lucide-react";
import { buttonVariants } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

interface LocalLinkShortcutProps {
  /** The link the e-mail carries; the server hands it back only when it has no mail server. */
  href: string;
  label: string;
}

/** On an installation without a mail server, the e-mail's link as a button. */
export function LocalLinkShortcut({ href, label }: LocalLinkShortcutProps) {
  return (
    <div className="space-y-2 rounded-2xl bg-white p-4 text-center shadow-sm">
      <p className="text-base text-slate-600">
        This Doodle Dino has no mail server set up, so here is the link from the email:
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
