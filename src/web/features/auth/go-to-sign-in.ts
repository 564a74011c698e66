/** The spec's login path: the server answers it with a redirect to the sign-in page. */
export const LOGIN_PATH = "/api/login";

/**
 * Takes the family to sign in. Offline, straight to the app's own sign-in page, which opens from
 * the device: the server's path would end on the browser's "No internet" page.
 */
export function goToSignIn(): void {
  window.location.assign(navigator.onLine ? LOGIN_PATH : "/auth");
}
