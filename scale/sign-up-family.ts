import type { Cluster } from "./cluster";
import { httpFamily } from "./http-family";

let counter = 0;

function check(isTrue: boolean, what: string): void {
  if (!isTrue) throw new Error(what);
}

/** A family signed up through the balancer, verified by the link mailed to it, signed in. */
export async function signUpFamily(cluster: Cluster, firstName: string) {
  counter += 1;
  const username = `${firstName.toLowerCase()}${counter}_${Date.now().toString(36)}`;
  const email = `${username}@example.com`;
  const family = httpFamily({ publicUrl: cluster.origin });
  const registered = await family.post("/api/auth/register", {
    firstName,
    lastName: "Parent",
    username,
    email,
    password: "dino-secret",
    confirmPassword: "dino-secret",
  });
  check(registered.status === 201, `sign-up answered ${registered.status}: ${registered.text}`);
  const mail = await cluster.smtp.mailTo(email);
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\?token=[\w-]+/.exec(mail.text ?? "")?.[0];
  check(!!link?.startsWith(cluster.origin), `the mailed link ${link} is not the balancer's`);
  const { pathname, search } = new URL(link!);
  const verified = await family.get(pathname + search);
  // Opened by the client that signed up: confirmed and signed in (its sign-in below is a second one).
  check(
    verified.headers.location === "/auth?verified=signed-in",
    "the mailed link did not verify and sign in",
  );
  const signedIn = await family.post("/api/auth/login", { username, password: "dino-secret" });
  check(signedIn.status === 200, `sign-in answered ${signedIn.status}: ${signedIn.text}`);
  return { family, username, email, id: signedIn.json().id as string };
}
