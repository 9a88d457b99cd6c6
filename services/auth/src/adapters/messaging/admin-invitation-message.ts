import { ADMIN_INVITATION_TTL_HOURS } from '@helpwire/contracts';

/** The path of the console's page where an invited admin accepts; the e-mail links it on APP_URL. */
export const ADMIN_INVITATION_PATH = '/admin/invitation';

const texts = {
  en: {
    subject: 'You are invited to the Helpwire console',
    text: (inviter: string, code: string, link: string) =>
      `${inviter} invited you to be an admin of Helpwire. Open ${link}, enter this e-mail address and the code ${code}, choose a password, then set up an authenticator app. The code works for ${ADMIN_INVITATION_TTL_HOURS} hours. If you did not expect this, ignore this message.`,
  },
  ar: {
    subject: 'أنت مدعو إلى لوحة إدارة Helpwire',
    text: (inviter: string, code: string, link: string) =>
      `دعاك ${inviter} لتكون مشرفًا في Helpwire. افتح ${link}، وأدخل عنوان البريد هذا والرمز ${code}، واختر كلمة مرور، ثم أعدّ تطبيق المصادقة. يعمل الرمز لمدة ${ADMIN_INVITATION_TTL_HOURS} ساعة. إذا لم تكن تتوقع هذه الرسالة فتجاهلها.`,
  },
} as const;

/** The invitation's e-mail (decision 0083) in the invitee's language (en, ar; others read en). */
export function adminInvitationMessage(inviter: string, code: string, language: string, appUrl: string): { subject: string; text: string } {
  const text = language.startsWith('ar') ? texts.ar : texts.en;
  return { subject: text.subject, text: text.text(inviter, code, `${appUrl}${ADMIN_INVITATION_PATH}`) };
}
