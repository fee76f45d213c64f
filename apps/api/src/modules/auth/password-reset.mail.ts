import type { MailMessage } from '../../mail/mail-message';

export function passwordResetMail(to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Mavazi password',
    text: [
      `Hello ${username},`,
      '',
      'We received a request to reset the password of your Mavazi account.',
      'Open this link within 1 hour to choose a new password (it works once):',
      '',
      link,
      '',
      'If you did not ask for this, ignore this message: your password stays as it is.',
      '',
      'Mavazi',
    ].join('\n'),
  };
}
