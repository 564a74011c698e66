import { AdminShell } from "@/web/features/admin/admin-shell";
import { SupportInbox } from "@/web/features/admin/support-inbox";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** The support messages behind the same admin sign-in as the console. */
export function AdminSupportPage() {
  useDocumentTitle("Admin support");
  return (
    <AdminShell>
      <h1 className="text-4xl font-bold text-sky-deep">Support Messages</h1>
      <SupportInbox />
    </AdminShell>
  );
}
