import { errorFromResponse } from "@/web/lib/api";
import { basicAuthorization, type TAdminCredentials } from "./admin-credentials";

/** An admin call with basic authentication; throws an ApiError on any non-OK answer. */
export async function adminRequest<TAnswer>(
  credentials: TAdminCredentials,
  method: "GET" | "PATCH" | "POST" | "DELETE",
  url: string,
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
  return (await response.json()) as TAnswer;
}
