import type { MailMessage } from '../../mail/mail-message';

/** After sign-up: the account is ready, and where to choose how order news arrives. */
export function welcomeMail(to: string, username: string, publicUrl: string): MailMessage {
  return {
    to,
    subject: 'Welcome to Mavazi',
    text: [
      `Hello ${username},`,
      '',
      'Welcome to Mavazi! Your account is ready.',
      '',
      `Start shopping at ${publicUrl}/products`,
      `Choose how we tell you about your orders (email, SMS or both) at ${publicUrl}/profile`,
      '',
      'Mavazi',
    ].join('\n'),
  };
}

/** To the address the account had before: the only way its owner hears of a change made by someone else. */
export function emailChangedMail(
  to: string,
  username: string,
  newEmail: string,
  undoLink: string,
): MailMessage {
  return {
    to,
    subject: 'Your Mavazi email address was changed',
    text: [
      `Hello ${username},`,
      '',
      `The email address of your Mavazi account was changed from ${to} to ${newEmail}.`,
      '',
      'If you made this change, there is nothing to do.',
      'If you did not, open this link within 24 hours to put your address back, sign everyone out',
      'and choose a new password (it works once):',
      '',
      undoLink,
      '',
      'Mavazi',
    ].join('\n'),
  };
}

export function passwordChangedMail(to: string, username: string, resetLink: string): MailMessage {
  return {
    to,
    subject: 'Your Mavazi password was changed',
    text: [
      `Hello ${username},`,
      '',
      'The password of your Mavazi account was just changed, and every other session was signed out.',
      '',
      'If you made this change, there is nothing to do.',
      `If you did not, reset your password now: ${resetLink}`,
      '',
      'Mavazi',
    ].join('\n'),
  };
}

/** The link that proves the owner reads this address (48 hours, once). */
export function verifyEmailMail(to: string, username: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your Mavazi email address',
    text: [
      `Hello ${username},`,
      '',
      'Please confirm that this is your email address by opening this link within 48 hours (it works once):',
      '',
      link,
      '',
      'Until then we leave your delivery address and other details you typed out of our emails.',
      'If you did not create a Mavazi account, ignore this email.',
      '',
      'Mavazi',
    ].join('\n'),
  };
}

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
