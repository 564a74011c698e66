import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { DinoMascot } from "@/web/components/mascot/dino-mascot";
import { Button } from "@/web/components/ui/button";
import { AppHeader } from "@/web/features/layout/app-header";
import { SiteFooter } from "@/web/features/layout/site-footer";
import { ContactFooter } from "@/web/features/support/contact-footer";
import { ContactForm } from "@/web/features/support/contact-form";
import { PrioritySupportNote } from "@/web/features/support/priority-support-note";
import { useT } from "@/web/i18n/use-t";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** Contact & Support: the form, then a thank-you (spec §2, §4), and who to reach otherwise. */
export function ContactPage() {
  const t = useT("help");
  useDocumentTitle(t("contactTitle"));
  const [isSent, setIsSent] = useState(false);
  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-3xl space-y-6 px-3 py-4 sm:px-6">
        <div className="flex flex-col items-center gap-3 text-center sm:flex-row sm:text-left">
          <DinoMascot className="size-24 shrink-0" />
          <div>
            <h1 className="text-4xl font-bold text-sky-deep sm:text-5xl">{t("contactTitle")}</h1>
            <p className="mt-1 text-xl">{t("contactIntro")}</p>
          </div>
        </div>
        <section className="rounded-3xl bg-white/85 p-5 shadow-sm sm:p-7">
          {isSent ? (
            <div
              className="flex flex-col items-center gap-4 py-6 text-center"
              data-testid="contact-sent"
            >
              <CircleCheck className="size-16 text-dino-deep" aria-hidden />
              <h2 className="text-3xl font-bold text-sky-deep">{t("sentTitle")}</h2>
              <p className="text-xl">{t("sent")}</p>
              <Button variant="outline" onClick={() => setIsSent(false)}>
                {t("sendAnother")}
              </Button>
            </div>
          ) : (
            <div className="space-y-5">
              <PrioritySupportNote />
              <ContactForm onSent={() => setIsSent(true)} />
            </div>
          )}
        </section>
        <ContactFooter />
      </main>
      <SiteFooter />
    </>
  );
}
