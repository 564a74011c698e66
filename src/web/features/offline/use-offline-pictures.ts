import { useQuery } from "@tanstack/react-query";
import { useCurrentUser } from "@/web/features/auth/use-current-user";
import { ownerKeyOf } from "./offline-picture";

export const OFFLINE_PICTURES_KEY = ["offline-pictures"] as const;

/** The pictures this family (or visitor) made offline on this device, newest first. */
export function useOfflinePictures() {
  const { user, isLoading } = useCurrentUser();
  const ownerKey = ownerKeyOf(user?.id);
  return useQuery({
    queryKey: [...OFFLINE_PICTURES_KEY, ownerKey],
    queryFn: async () => (await import("./offline-pictures")).listOfflinePictures(ownerKey),
    networkMode: "always",
    enabled: !isLoading,
  });
}
