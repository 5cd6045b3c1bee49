/** The public payment page of a transaction (what the lead receives by e-mail). */
export function paymentLink(transactionId: string): string {
  return `${window.location.origin}/pay/${transactionId}`;
}
