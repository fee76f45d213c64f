const DEFAULT_SHOP_PHONE = '254700000000';

/** The shop's WhatsApp number (digits with country code 254), set at build time through VITE_SHOP_PHONE. */
export function shopPhone(raw: string | undefined = import.meta.env.VITE_SHOP_PHONE): string {
  const digits = (raw ?? '').replace(/\D/g, '');
  return /^254\d{9}$/.test(digits) ? digits : DEFAULT_SHOP_PHONE;
}

/** The chat link that opens WhatsApp with the shopper's text. */
export function whatsAppUrl(phone: string, text: string): string {
  return `https://wa.me/${phone}?text=${encodeURIComponent(text)}`;
}
