import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { FluentEmoji } from "@/web/components/emoji/fluent-emoji";
import { buttonVariants } from "@/web/components/ui/button";
import { ContactsScreen } from "@/web/features/contacts/contacts-screen";
import { AppHeader } from "@/web/features/layout/app-header";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** `/contacts` (signed in only): the family's address book and the start of a greeting card (the screen ends with the site footer, above its selection bar). */
export function ContactsPage() {
  useDocumentTitle("Contacts");
  return (
    <>
      <AppHeader />
      <main className="mx-auto max-w-5xl space-y-6 px-3 py-5 sm:px-6">
        <Link href="/" className={buttonVariants({ variant: "ghost" })}>
          <ArrowLeft aria-hidden />
          Back to Pictures
        </Link>
        <div className="flex items-center gap-3">
          <FluentEmoji name="e-mail" className="size-14" />
          <div>
            <h1 className="text-4xl font-bold text-sky-deep">My Contacts</h1>
            <p className="text-lg">
              Tick the people you love, then send them your pictures as greeting cards!
            </p>
          </div>
        </div>
        <ContactsScreen />
      </main>
    </>
  );
}
