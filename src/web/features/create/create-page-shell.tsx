import { TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from "@/web/components/ui/tabs-style";
import { useT } from "@/web/i18n/use-t";
import { CreateHero } from "./create-hero";
import { CREATE_MAIN_CLASS, CREATE_TABS, PICTURES_TAB_CLASS } from "./create-page-frame";

/**
 * The top of the creation page under its header (tabs, the dino's greeting), drawn from the entry
 * script while the page's own code loads, in the same places the page draws them: the first
 * screen shows at once instead of a loading dino, and nothing moves when the form and gallery
 * arrive below. The tabs are a picture of themselves until then (the page's are Radix tabs).
 */
export function CreatePageShell() {
  const t = useT("home");
  return (
    <main className={CREATE_MAIN_CLASS} aria-busy="true">
      <div className={TABS_LIST_CLASS} aria-hidden="true">
        {CREATE_TABS.map(({ value, label, icon: Icon }) => (
          <span
            key={value}
            className={TABS_TRIGGER_CLASS}
            data-state={value === "pictures" ? "active" : "inactive"}
          >
            <Icon aria-hidden /> {t(label)}
          </span>
        ))}
      </div>
      <div className={PICTURES_TAB_CLASS}>
        <CreateHero />
      </div>
    </main>
  );
}
