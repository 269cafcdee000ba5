/** Step 1 of the reset flow, prefilled with the address typed so far (`?reset=&email=`). */
export function requestStepPath(email: string): string {
  const value = email.trim();
  return value === ''
    ? '/login?reset='
    : `/login?${new URLSearchParams({ reset: '', email: value }).toString()}`;
}

/** Step 2 of the reset flow for an address (`?reset=<email>`); the reset mail links here too. */
export function resetStepPath(email: string): string {
  return `/login?${new URLSearchParams({ reset: email.trim() }).toString()}`;
}
