import { Building2, MapPin, Phone } from "lucide-react";
import { useT } from "@/web/i18n/use-t";
import { useSiteInfo } from "./support-calls";

/** The company, its customer-service phone and its postal address (from the server's settings). */
export function ContactFooter() {
  const t = useT("help");
  const { data: site } = useSiteInfo();
  if (!site) return null;
  return (
    <address
      data-testid="contact-footer"
      className="grid gap-3 rounded-3xl bg-white/85 p-5 text-lg not-italic shadow-sm sm:grid-cols-3"
    >
      <p className="flex items-start gap-2">
        <Building2 className="mt-1 size-5 shrink-0 text-sky-brand" aria-hidden />
        <span className="font-semibold">{site.companyName}</span>
      </p>
      {site.supportPhone && (
        <p className="flex items-start gap-2">
          <Phone className="mt-1 size-5 shrink-0 text-sky-brand" aria-hidden />
          <a
            href={`tel:${site.supportPhone.replace(/[^\d+]/g, "")}`}
            className="text-sky-deep underline-offset-4 hover:underline"
          >
            <span className="sr-only">{t("customerService")}</span>
            {site.supportPhone}
          </a>
        </p>
      )}
      {site.supportAddress && (
        <p className="flex items-start gap-2">
          <MapPin className="mt-1 size-5 shrink-0 text-sky-brand" aria-hidden />
          <span>{site.supportAddress}</span>
        </p>
      )}
    </address>
  );
}
