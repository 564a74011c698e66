import {
  ZRegisterResponse,
  ZResendVerificationResponse,
  ZResetPasswordResponse,
  ZUser,
  type TLoginBody,
  type TRegisterBody,
  type TResetPasswordBody,
} from "@/shared/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { requestJson } from "@/web/lib/api";

/** POST /api/auth/login: a 403 carries {code: "email_not_verified", title, message, email}. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: TLoginBody) => requestJson("POST", "/api/auth/login", ZUser, body),
  });
}

/** POST /api/auth/register: never signs in; the answer may carry the verification link. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: TRegisterBody) =>
      requestJson("POST", "/api/auth/register", ZRegisterResponse, body),
  });
}

/** POST /api/auth/resend-verification: the same answer for every address. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) =>
      requestJson("POST", "/api/auth/resend-verification", ZResendVerificationResponse, {
        email,
      }),
  });
}

/** POST /api/auth/reset-password-direct: the new password waits for the e-mailed link. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: TResetPasswordBody) =>
      requestJson("POST", "/api/auth/reset-password-direct", ZResetPasswordResponse, body),
  });
}
