/** Sends the browser to another site (the payment gateway's page); its own module so tests can stand in for it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
