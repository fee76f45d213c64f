/** Kenya's 47 counties (Constitution of Kenya 2010, First Schedule), in alphabetical order. */
export const KENYA_COUNTIES = [
  'Baringo',
  'Bomet',
  'Bungoma',
  'Busia',
  'Elgeyo-Marakwet',
  'Embu',
  'Garissa',
  'Homa Bay',
  'Isiolo',
  'Kajiado',
  'Kakamega',
  'Kericho',
  'Kiambu',
  'Kilifi',
  'Kirinyaga',
  'Kisii',
  'Kisumu',
  'Kitui',
  'Kwale',
  'Laikipia',
  'Lamu',
  'Machakos',
  'Makueni',
  'Mandera',
  'Marsabit',
  'Meru',
  'Migori',
  'Mombasa',
  "Murang'a",
  'Nairobi',
  'Nakuru',
  'Nandi',
  'Narok',
  'Nyamira',
  'Nyandarua',
  'Nyeri',
  'Samburu',
  'Siaya',
  'Taita-Taveta',
  'Tana River',
  'Tharaka-Nithi',
  'Trans Nzoia',
  'Turkana',
  'Uasin Gishu',
  'Vihiga',
  'Wajir',
  'West Pokot',
] as const;
export type KenyaCounty = (typeof KENYA_COUNTIES)[number];

/**
 * A Kenyan mobile number in the form M-Pesa and riders use, 2547XXXXXXXX or 2541XXXXXXXX, from what
 * people type: 0712 345 678, 0112-345-678, 254712345678, +254 712 345 678. Null when it is not one.
 */
export function normalizeKenyanPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s-]/g, '');
  const match = /^(?:\+?254|0)([17]\d{8})$/.exec(compact);
  return match ? `254${match[1]}` : null;
}

export const KENYAN_PHONE_MESSAGE = 'Enter a Kenyan mobile number like 0712 345 678';
/** The longest phone field accepted as typed (spaces and dashes included). */
export const KENYAN_PHONE_MAX = 20;

/** kenyanPhoneSchema's rule without zod: the normalised number, or null when the schema would refuse it. */
export function kenyanPhoneOf(typed: string): string | null {
  return typed.length <= KENYAN_PHONE_MAX ? normalizeKenyanPhone(typed) : null;
}

/** 254712345678 → 2547****678: enough for the shopper to recognise their number, no more. */
export function maskPhone(normalized: string): string {
  return `${normalized.slice(0, 4)}****${normalized.slice(-3)}`;
}

/** 254712345678 → 0712 345 678, as Kenyans write it. */
export function formatKenyanPhone(normalized: string): string {
  const local = `0${normalized.slice(3)}`;
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}

/** A phone as typed (a profile's, in any form): 0712 345 678 when it is a Kenyan mobile, else unchanged. */
export function displayPhone(typed: string): string {
  const normalized = normalizeKenyanPhone(typed);
  return normalized ? formatKenyanPhone(normalized) : typed;
}
