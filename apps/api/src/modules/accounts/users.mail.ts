import type { Language } from '@mavazi/shared/notify';
import { translator } from '../../i18n/i18n';
import type { MailMessage } from '../../mail/mail-message';

/** After sign-up: the account is ready, and where to choose how order news arrives. */
export function welcomeMail(
  to: string,
  language: Language,
  username: string,
  publicUrl: string,
): MailMessage {
  const t = translator(language);
  return {
    to,
    subject: t('users.welcome.subject'),
    text: [
      t('common.hello', { username }),
      '',
      t('users.welcome.body'),
      '',
      t('users.welcome.shop', { url: publicUrl }),
      t('users.welcome.choose', { url: publicUrl }),
      '',
      t('signature'),
    ].join('\n'),
  };
}

/** To the address the account had before: the only way its owner hears of a change made by someone else. */
export function emailChangedMail(
  to: string,
  language: Language,
  username: string,
  newEmail: string,
  undoLink: string,
): MailMessage {
  const t = translator(language);
  return {
    to,
    subject: t('users.emailChanged.subject'),
    text: [
      t('common.hello', { username }),
      '',
      t('users.emailChanged.body', { from: to, to: newEmail }),
      '',
      t('users.youDidIt'),
      t('users.emailChanged.undo'),
      '',
      undoLink,
      '',
      t('signature'),
    ].join('\n'),
  };
}

export function passwordChangedMail(
  to: string,
  language: Language,
  username: string,
  resetLink: string,
): MailMessage {
  const t = translator(language);
  return {
    to,
    subject: t('users.passwordChanged.subject'),
    text: [
      t('common.hello', { username }),
      '',
      t('users.passwordChanged.body'),
      '',
      t('users.youDidIt'),
      t('users.passwordChanged.reset', { link: resetLink }),
      '',
      t('signature'),
    ].join('\n'),
  };
}

/** The link that proves the owner reads this address (48 hours, once). */
export function verifyEmailMail(
  to: string,
  language: Language,
  username: string,
  link: string,
): MailMessage {
  const t = translator(language);
  return {
    to,
    subject: t('users.verifyEmail.subject'),
    text: [
      t('common.hello', { username }),
      '',
      t('users.verifyEmail.body'),
      '',
      link,
      '',
      t('users.verifyEmail.until'),
      t('users.verifyEmail.notYou'),
      '',
      t('signature'),
    ].join('\n'),
  };
}

/** To staff, so in English like the whole admin (API.md "Reach"). */
export function staffInvitationMail(
  to: string,
  username: string,
  roleLabel: string,
  invitedBy: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: 'You are invited to the Mavazi shop admin',
    text: [
      `Hello ${username},`,
      '',
      `${invitedBy} invited you to the Mavazi shop admin as ${roleLabel}.`,
      `Choose your password here (the link works once, for 7 days): ${link}`,
      '',
      `Your username is ${username}.`,
      '',
      'Mavazi',
    ].join('\n'),
  };
}
