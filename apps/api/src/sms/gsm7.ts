/** GSM 03.38's default alphabet: a text of only these is sent 160 characters to a part. */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each costs two characters (an escape and itself). */
const EXTENDED = '^{}\\[~]|€\f';

/** True when every character is in the GSM-7 alphabet (else the text goes as UCS-2, 70 to a part). */
export function isGsm7(text: string): boolean {
  return [...text].every((c) => BASIC.includes(c) || EXTENDED.includes(c));
}

/** Length in GSM-7 septets (extension characters count twice). */
export function gsm7Length(text: string): number {
  return [...text].reduce((n, c) => n + (EXTENDED.includes(c) ? 2 : 1), 0);
}

/** How many parts a text is sent in: 160/153 septets for GSM-7, 70/67 characters otherwise. */
export function smsParts(text: string): number {
  if (isGsm7(text)) {
    const length = gsm7Length(text);
    return length <= 160 ? 1 : Math.ceil(length / 153);
  }
  const length = [...text].length;
  return length <= 70 ? 1 : Math.ceil(length / 67);
}
