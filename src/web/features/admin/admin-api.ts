import { answerOf, errorFromResponse, type TContract } from "@/web/lib/api";
import { basicAuthorization, type TAdminCredentials } from "./admin-credentials";

/**
 * An admin call with basic authentication, its answer read through its contract; throws an
 * ApiError on any non-OK answer (as `requestJson` does for the family's calls).
 */
export async function adminRequest<TAnswer>(
  credentials: TAdminCredentials,
  method: "GET" | "PATCH" | "POST" | "DELETE",
  url: string,
  contract: TContract<TAnswer>,
  body?: unknown,
): Promise<TAnswer> {
  const response = await fetch(url, {
    method,
    credentials: "omit",
    headers: {
      Authorization: basicAuthorization(credentials),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw await errorFromResponse(response);
  return answerOf(response, contract);
}
