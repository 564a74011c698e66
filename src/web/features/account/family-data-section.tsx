import { Download } from "lucide-react";
import { buttonVariants } from "@/web/components/ui/button";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** For parents: take a copy of the family's data, or delete the account. */
export function FamilyDataSection() {
  return (
    <section
      aria-labelledby="family-data-title"
      className="space-y-4 rounded-[2rem] border-4 border-white bg-white/90 p-5 shadow-md sm:p-8"
    >
      <h2 id="family-data-title" className="text-2xl font-bold text-sky-deep">
        For parents: your family&apos;s data
      </h2>
      <p className="text-lg">
        Download a copy of everything we keep for this account, with every picture, as one zip file.
      </p>
      <a href="/api/account/export" download className={buttonVariants({ variant: "outline" })}>
        <Download aria-hidden /> Download our data
      </a>
      <p className="text-lg">Deleting the account removes it and every picture in it, for good.</p>
      <DeleteAccountDialog />
    </section>
  );
}
