import { AdminShell } from "@/web/features/admin/admin-shell";
import { AdminUserList } from "@/web/features/admin/admin-user-list";
import { AnalyticsOverview } from "@/web/features/admin/analytics-overview";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** The admin console: figures for the whole product, then every family. */
export function AdminPage() {
  useDocumentTitle("Admin");
  return (
    <AdminShell>
      <h1 className="text-4xl font-bold text-sky-deep">Admin Dashboard</h1>
      <AnalyticsOverview />
      <AdminUserList />
    </AdminShell>
  );
}
