import { FamilyScreen } from "@/web/features/family/family-screen";

/** `/family` (signed in only): a grown-up's requests, connections and blocks. */
export function FamilyPage() {
  return <FamilyScreen />;
}
