import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { Button } from "@/web/components/ui/button";
import { Logo } from "@/web/features/layout/logo";
import { cn } from "@/web/lib/cn";
import { AdminLoginForm } from "./admin-login-form";
import { AdminSessionProvider, useAdminSession } from "./admin-session";

const NAV = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin-support", label: "Support" },
] as const;

function AdminHeader() {
  const { signOut } = useAdminSession();
  const [location] = useLocation();
  return (
    <header className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-3 py-3 sm:px-6">
      <Logo />
      <nav aria-label="Admin" className="flex items-center gap-1">
        {NAV.map((item) => (
          <Link
            key={item.href}
            href={item.href}
            aria-current={location === item.href ? "page" : undefined}
            className={cn(
              "inline-flex min-h-12 items-center rounded-full px-4 font-display text-lg font-semibold text-sky-deep hover:bg-sky-100",
              location === item.href && "bg-sky-100",
            )}
          >
            {item.label}
          </Link>
        ))}
        <Button variant="outline" onClick={signOut}>
          <LogOut aria-hidden /> Logout
        </Button>
      </nav>
    </header>
  );
}

function AdminGate({ children }: { children: ReactNode }) {
  const { credentials } = useAdminSession();
  if (!credentials) {
    return (
      <main className="px-3 py-10 sm:px-6">
        <div className="mb-6 flex justify-center">
          <Logo />
        </div>
        <AdminLoginForm />
      </main>
    );
  }
  return (
    <>
      <AdminHeader />
      <main className="mx-auto max-w-6xl space-y-6 px-3 pb-10 sm:px-6">{children}</main>
    </>
  );
}

/** The console's frame: the login form until the server accepts the admin, then the page. */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <AdminSessionProvider>
      <AdminGate>{children}</AdminGate>
    </AdminSessionProvider>
  );
}
