import { Link } from "wouter";
import { buttonVariants } from "@/web/components/ui/button";
import { Logo } from "./logo";

/** The simple top bar of the landing and info pages: logo and a way to sign in. */
export function PageTopBar() {
  return (
    <header className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-3 py-3 sm:px-6">
      <Logo />
      <Link href="/auth" className={buttonVariants({ variant: "outline" })}>
        Sign In
      </Link>
    </header>
  );
}
