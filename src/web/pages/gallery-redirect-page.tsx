import { useEffect } from "react";
import { useLocation } from "wouter";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { PageLoading } from "@/web/features/layout/page-loading";
import { GALLERY_HASH } from "@/web/features/gallery/gallery-anchor";

/**
 * `/gallery`: not a page of its own in the spec (the gallery is on the Pictures tab), but a path
 * a family types or is told. It lands on the gallery: on `/` when signed in, on `/try` for a visitor.
 */
export function GalleryRedirectPage() {
  const { isLoading, isSignedIn } = useCurrentUser();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!isLoading) navigate(`${isSignedIn ? "/" : "/try"}${GALLERY_HASH}`, { replace: true });
  }, [isLoading, isSignedIn, navigate]);
  return <PageLoading />;
}
