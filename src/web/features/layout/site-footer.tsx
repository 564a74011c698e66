import { useRef } from "react";
import { Link } from "wouter";
import { usePublishFooterInView } from "./footer-in-view";

const linkClass =
  "inline-flex min-h-12 items-center rounded-full px-4 font-display text-lg font-semibold text-sky-deep hover:bg-sky-100";

/** Footer links shared by every page; what floats stands clear of them (`footer-in-view.ts`). */
export function SiteFooter() {
  const footer = useRef<HTMLElement>(null);
  usePublishFooterInView(footer);
  return (
    <footer
      ref={footer}
      className="mt-12 border-t-4 border-dotted border-sky-200 pt-6 pb-[max(1.5rem,env(safe-area-inset-bottom))]"
    >
      <nav aria-label="Footer" className="flex flex-wrap items-center justify-center gap-2">
        <Link href="/about" className={linkClass}>
          About
        </Link>
        <Link href="/contact" className={linkClass}>
          Contact &amp; Support
        </Link>
        <Link href="/privacy" className={linkClass}>
          Privacy
        </Link>
      </nav>
      <p className="mt-2 text-center text-sm text-slate-500">
        Made with love for little imaginations. No ads, no trackers.
      </p>
    </footer>
  );
}
