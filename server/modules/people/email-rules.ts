import { conflict } from '../../http/errors';
import { refuseDemoEmailChange } from '../demo';

/**
 * An account's email changes only through a code mailed to the new address (accounts/email-change.ts): the address
 * signs its owner in, and whoever first proves it owns what the account holds. The public demo account's email
 * never changes: every visitor acts as that account.
 */

export const EMAIL_CHANGE_NEEDS_CODE =
  'A new email must be confirmed before it replaces your current one: ask for a code to be sent to it, then enter that code';

/**
 * A profile edit (PATCH /api/users/{id}) that names another email is refused whole, before anything is written:
 * 403 for the demo account, else 409 pointing at the change-of-email calls. The same email passes (it is the
 * profile form sending back what it showed).
 */
export function refuseEmailEditByPatch(userId: string, currentEmail: string, requestedEmail: string): void {
  if (requestedEmail === currentEmail) return;
  refuseDemoEmailChange(userId);
  throw conflict('email_change_needs_code', EMAIL_CHANGE_NEEDS_CODE);
}
