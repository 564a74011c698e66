import { lazy, Suspense, useRef } from "react";
import { Link } from "wouter";
import { useT } from "@/web/i18n/use-t";
import { usePublishFooterInView } from "./footer-in-view";

/** Below the first screen, and it brings the settings call with it: loaded on its own. */
const LanguagePicker = lazy(async () => ({
  default: (await import("./language-picker")).LanguagePicker,
}));

const linkClass =
  "inline-flex min-h-12 items-center rounded-full px-4 font-display text-lg font-semibold text-sky-deep hover:bg-sky-100";

/** Footer links shared by every page; what floats stands clear of them (`footer-in-view.ts`). */
export function SiteFooter() {
  const t = useT("layout");
  const footer = useRef<HTMLElement>(null);
  usePublishFooterInView(footer);
  return (
    <footer
      ref={footer}
      className="mt-12 border-t-4 border-dotted border-sky-200 pt-6 pb-[max(1.5rem,env(safe-area-inset-bottom))]"
    >
      <nav aria-label={t("footer")} className="flex flex-wrap items-center justify-center gap-2">
        <Link href="/about" className={linkClass}>
          {t("about")}
        </Link>
        <Link href="/contact" className={linkClass}>
          {t("contactSupport")}
        </Link>
        <Link href="/privacy" className={linkClass}>
          {t("privacy")}
        </Link>
      </nav>
      <p className="mt-2 text-center text-sm text-slate-500">{t("madeWithLove")}</p>
      <Suspense fallback={<div className="mt-3 min-h-12" />}>
        <LanguagePicker />
      </Suspense>
    </footer>
  );
}
