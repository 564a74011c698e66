import { FamilyScreen } from "@/web/features/family/family-screen";

/** `/family` (signed in only): the grown-ups' page: requests, connections, blocks and every message sent and received. */
export function FamilyPage() {
  return <FamilyScreen />;
}
