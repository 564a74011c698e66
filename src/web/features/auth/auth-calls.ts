import type {
  TLoginBody,
  TRegisterBody,
  TRegisterResponse,
  TResendVerificationResponse,
  TResetPasswordBody,
  TResetPasswordResponse,
  TUser,
} from "@/shared/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/web/lib/api";

async function postJson<TAnswer>(url: string, body: unknown): Promise<TAnswer> {
  const response = await apiRequest("POST", url, body);
  return (await response.json()) as TAnswer;
}

/** POST /api/auth/login: a 403 carries {code: "email_not_verified", title, message, email}. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: TLoginBody) => postJson<TUser>("/api/auth/login", body),
  });
}

/** POST /api/auth/register: never signs in; the answer may carry the verification link. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: TRegisterBody) => postJson<TRegisterResponse>("/api/auth/register", body),
  });
}

/** POST /api/auth/resend-verification: the same answer for every address. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      postJson<TResendVerificationResponse>("/api/auth/resend-verification", { email }),
  });
}

/** POST /api/auth/reset-password-direct: the new password waits for the e-mailed link. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: TResetPasswordBody) =>
      postJson<TResetPasswordResponse>("/api/auth/reset-password-direct", body),
  });
}
