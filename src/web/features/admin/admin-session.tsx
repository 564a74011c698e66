import { ADMIN_MESSAGES, ZAdminUsersPage } from "@/shared/contracts/admin";
import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useState, type ReactNode } from "react";
import { dismissToast, toast } from "@/web/components/ui/toast-store";
import { ApiError, humanMessageOf } from "@/web/lib/api";
import { adminRequest } from "./admin-api";
import {
  clearAdminCredentials,
  readAdminCredentials,
  saveAdminCredentials,
  type TAdminCredentials,
} from "./admin-credentials";

export const ADMIN_QUERY_ROOT = "admin";

interface TAdminSession {
  credentials: TAdminCredentials | null;
  signIn(credentials: TAdminCredentials): Promise<boolean>;
  signOut(): void;
}

const AdminSessionContext = createContext<TAdminSession | null>(null);

/** Who is signed in to the console in this tab; sign-in is checked by the admin users list. */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [credentials, setCredentials] = useState(readAdminCredentials);

  async function signIn(candidate: TAdminCredentials): Promise<boolean> {
    dismissToast(); // an earlier 'Login Failed' must not sit over the dashboard
    try {
      await adminRequest(candidate, "GET", "/api/admin/users?limit=1", ZAdminUsersPage);
    } catch (error) {
      toast(
        error instanceof ApiError && error.status === 401
          ? {
              title: ADMIN_MESSAGES.loginFailedTitle,
              description: ADMIN_MESSAGES.loginFailed,
              variant: "destructive",
            }
          : {
              title: ADMIN_MESSAGES.loginErrorTitle,
              description: humanMessageOf(error) ?? ADMIN_MESSAGES.loginError,
              variant: "destructive",
            },
      );
      return false;
    }
    saveAdminCredentials(candidate);
    setCredentials(candidate);
    return true;
  }

  function signOut() {
    clearAdminCredentials();
    setCredentials(null);
    queryClient.removeQueries({ queryKey: [ADMIN_QUERY_ROOT] });
  }

  return (
    <AdminSessionContext.Provider value={{ credentials, signIn, signOut }}>
      {children}
    </AdminSessionContext.Provider>
  );
}

export function useAdminSession(): TAdminSession {
  const session = useContext(AdminSessionContext);
  if (!session) throw new Error("useAdminSession needs an AdminSessionProvider");
  return session;
}

/** The signed-in admin's credentials; only for components shown after sign-in. */
export function useAdminCredentials(): TAdminCredentials {
  const { credentials } = useAdminSession();
  if (!credentials) throw new Error("No admin is signed in");
  return credentials;
}
