/** The chat link that opens WhatsApp with the shopper's text; the number is the server's SHOP_PHONE. */
export function whatsAppUrl(phone: string, text: string): string {
  return `https://wa.me/${phone}?text=${encodeURIComponent(text)}`;
}
