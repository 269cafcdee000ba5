import {
  ACCOUNT_MAIL_LIMIT,
  AppError,
  type ChangeRequested,
  type ContactChanged,
  type EmailChangeInput,
} from '@backline/domain';
import {
  emailChangeCodeMail,
  emailChangedNoticeMail,
} from '../../platform/mail/templates/email-change.ts';
import { EMAIL_CHANGE_CODE_POLICY } from './account-settings.repository.ts';
import {
  createCode,
  hashCode,
  type Caller,
  type SettingsContext,
} from './account-settings.shared.ts';

/** The kinds of the e-mail change mails in the mail queue. */
export const EMAIL_CHANGE_CODE_MAIL = 'account.email_change_code';
export const EMAIL_CHANGED_NOTICE_MAIL = 'account.email_changed_notice';

/** Changing the e-mail (spec section 7): a code to the new address confirms it. */
export function createEmailChangeService({
  db,
  options: { accounts, mail, appUrl },
  repository,
  limit,
  activeUser,
  confirmPassword,
  confirmChange,
  contact,
}: SettingsContext) {
  return {
    /**
     * Mails a code to the new address (in the user's language); the change happens when the code
     * comes back. 'This email address is not available' when another account has it; only a
     * signed-in user who knows the password can ask, a few times per half hour.
     */
    async requestEmailChange(caller: Caller, input: EmailChangeInput): Promise<ChangeRequested> {
      const user = await activeUser(caller.userId);
      await confirmPassword(user, input.password, 'password');
      await limit(`account-mail:email-change:user:${user.id}`, ACCOUNT_MAIL_LIMIT);
      if (input.email === user.email || (await repository.emailTaken(input.email, user.id))) {
        throw new AppError('account.email_unavailable', { field: 'email' });
      }
      const code = createCode();
      await db.transaction(async (tx) => {
        await accounts.codes.replace(
          user.id,
          'email_change',
          hashCode(code),
          EMAIL_CHANGE_CODE_POLICY,
          { target: input.email },
          tx,
        );
        await mail.enqueue(
          tx,
          EMAIL_CHANGE_CODE_MAIL,
          emailChangeCodeMail({
            to: input.email,
            name: user.name,
            code,
            locale: user.locale,
            appUrl,
          }),
        );
      });
      return {
        status: 'pending',
        pending: { address: input.email, requestedAt: new Date().toISOString() },
      };
    },

    /** The code from the new address changes the e-mail; the old address gets a notice. */
    async confirmEmailChange(caller: Caller, code: string): Promise<ContactChanged> {
      const before = await activeUser(caller.userId);
      await confirmChange(caller.userId, 'email_change', code, (tx, email) =>
        mail.enqueue(
          tx,
          EMAIL_CHANGED_NOTICE_MAIL,
          emailChangedNoticeMail({
            to: before.email,
            name: before.name,
            newEmail: email,
            locale: before.locale,
          }),
        ),
      );
      return contact(caller.userId);
    },

    async cancelEmailChange(caller: Caller): Promise<ContactChanged> {
      await repository.codes.remove(caller.userId, 'email_change');
      return contact(caller.userId);
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
