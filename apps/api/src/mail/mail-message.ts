export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Marketing mail only: the one-click unsubscribe address for `List-Unsubscribe` (RFC 8058). */
  listUnsubscribeUrl?: string;
}
