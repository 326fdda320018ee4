/**
 * Where a forced sign-out sends the user. Kept apart from the HTTP client so the app shell can set it
 * without pulling the client into the first load.
 */
let handler: (from: string) => void = (from) => {
  window.location.assign(`/login?from=${encodeURIComponent(from)}`);
};

export function setLoginRedirect(next: (from: string) => void): void {
  handler = next;
}

export function redirectToLogin(from: string): void {
  handler(from);
}
