/** Leaves the app for the payment page (the provider's, or the sandbox's checkout). */
export function goToPayment(url: string): void {
  window.location.assign(url);
}
