import { Contact } from "lucide-react";
import { Link, useLocation } from "wouter";
import { buttonVariants } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

/** The header's Contacts button (spec core.md §2); just the card icon below desktop width. */
export function ContactsHeaderLink() {
  const [path] = useLocation();
  const isHere = path === "/contacts";
  return (
    <Link
      href="/contacts"
      aria-label="Contacts"
      aria-current={isHere ? "page" : undefined}
      className={cn(
        buttonVariants({ variant: "outline" }),
        "shrink-0 px-3 max-lg:size-12 max-lg:px-0",
        isHere && "bg-sky-100",
      )}
    >
      <Contact className="text-dino-deep" aria-hidden />
      <span className="max-lg:sr-only">Contacts</span>
    </Link>
  );
}
