import { ADMIN_MESSAGES } from "@/shared/contracts/admin";
import { useEffect, useRef } from "react";
import { Button } from "@/web/components/ui/button";
import { Notice } from "@/web/components/ui/notice";
import { friendlyMessageOf } from "@/web/lib/api";
import { AdminPanel } from "./admin-panel";
import { useAdminUsers } from "./admin-queries";
import { AdminUserCard } from "./admin-user-card";

/** Every family, newest first; the next page loads as the end of the list scrolls into view. */
export function AdminUserList() {
  const users = useAdminUsers();
  const end = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = users;

  useEffect(() => {
    const target = end.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
        void fetchNextPage();
      }
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const pages = users.data?.pages ?? [];
  const total = pages[0]?.totalUsers ?? 0;
  return (
    <AdminPanel title={`Users (${total})`}>
      {users.error && (
        <Notice tone="warning" className="mb-3">
          <p className="font-semibold">{ADMIN_MESSAGES.fetchFailed}</p>
          <p>{friendlyMessageOf(users.error, ADMIN_MESSAGES.loadAgain)}</p>
        </Notice>
      )}
      {users.isPending && <p className="text-lg text-slate-600">Loading users...</p>}
      <ul className="space-y-3">
        {pages
          .flatMap((page) => page.users)
          .map((user) => (
            <AdminUserCard key={user.id} user={user} />
          ))}
      </ul>
      <div ref={end} className="flex justify-center pt-4">
        {hasNextPage && (
          <Button
            variant="outline"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? "Loading more..." : "Load more"}
          </Button>
        )}
      </div>
    </AdminPanel>
  );
}
