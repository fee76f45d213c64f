/** Spec §8: the shopper-facing text for a promotion code the server refused. */
export function promoErrorText(message: string): string {
  if (message.includes('Invalid or expired promotion code'))
    return 'This promotion code is invalid or has expired.';
  if (message.includes('Promotion code has reached its usage limit'))
    return 'This promotion code has reached its usage limit.';
  return `Error: ${message}`;
}
