import { Link } from "wouter";
import { buttonVariants } from "@/web/components/ui/button";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { Logo } from "./logo";

/** The simple top bar of the landing and info pages: logo and a way in (or back to creating). */
export function PageTopBar({ isAccountLinkShown = true }: { isAccountLinkShown?: boolean }) {
  const { isSignedIn } = useCurrentUser();
  return (
    <header className="mx-auto flex max-w-5xl items-center justify-between gap-2 px-3 py-3 sm:px-6">
      <Logo />
      {isAccountLinkShown &&
        (isSignedIn ? (
          <Link href="/" className={buttonVariants({ variant: "outline" })}>
            Create
          </Link>
        ) : (
          <Link href="/auth" className={buttonVariants({ variant: "outline" })}>
            Sign In
          </Link>
        ))}
    </header>
  );
}
