import { dictionary } from '@zxcvbn-ts/language-common';
import { usernameKey } from '../user/username-key';

// zxcvbn-ts's list is ranked by how often each password turned up in leaks.
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].slice(0, 10_000));

export const COMMON_PASSWORD = /*i18n*/ 'This password is too common. Please choose another.';
export const PASSWORD_IS_USERNAME = /*i18n*/ 'Password must not be your username';

/**
 * What is wrong with `password` for the account `username` beyond SPEC §5's
 * length (core's schema): it is the username, or one of the 10,000 most
 * common passwords (compared without case). Both are checked on the password
 * without the spaces around it (`password ` is as common as `password`);
 * the password is still hashed as typed. Checked on the server only, so
 * the list stays out of the browser bundles; the forms show the message.
 */
export function passwordProblem(password: string, username: string): string | undefined {
  const trimmed = password.trim();
  if (usernameKey(trimmed) === usernameKey(username.trim())) return PASSWORD_IS_USERNAME;
  if (COMMON_PASSWORDS.has(trimmed.toLowerCase())) return COMMON_PASSWORD;
  return undefined;
}
