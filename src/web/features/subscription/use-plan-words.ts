import { useCurrentLanguage, useT } from "@/web/i18n/use-t";

/**
 * The subscription screens' messages, with a plan's dates and dollar prices written the way the
 * current language writes them (the plan's day is a UTC day, as on the server).
 */
export function usePlanWords() {
  const t = useT("subscription");
  const language = useCurrentLanguage();
  const date = (at: Date | string) =>
    new Date(at).toLocaleDateString(language, {
      timeZone: "UTC",
      year: "numeric",
      month: "long",
      day: "numeric",
    });
  const price = (usd: string | number) => {
    const amount = Number(usd);
    const cents = Number.isInteger(amount) ? 0 : 2;
    return new Intl.NumberFormat(language, {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: cents,
      maximumFractionDigits: cents,
    }).format(amount);
  };
  return { t, date, price };
}
