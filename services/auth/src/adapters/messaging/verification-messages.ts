/** The texts of the verification messages, in the reader's language (en, ar; others read en). */
const texts = {
  en: {
    SIGNUP: { subject: 'Your Helpwire verification code', body: (code: string) => `Your Helpwire verification code is ${code}. It expires in 10 minutes.` },
    PASSWORD_RESET: {
      subject: 'Reset your Helpwire password',
      body: (code: string) => `Your Helpwire password reset code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
    },
    EMAIL_CHANGE: {
      subject: 'Confirm your new Helpwire email',
      body: (code: string) =>
        `Your code to confirm this address for Helpwire is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`,
    },
  },
  ar: {
    SIGNUP: { subject: 'رمز التحقق الخاص بك في Helpwire', body: (code: string) => `رمز التحقق الخاص بك في Helpwire هو ${code}. تنتهي صلاحيته خلال 10 دقائق.` },
    PASSWORD_RESET: {
      subject: 'إعادة تعيين كلمة مرور Helpwire',
      body: (code: string) => `رمز إعادة تعيين كلمة المرور في Helpwire هو ${code}. تنتهي صلاحيته خلال 10 دقائق. إذا لم تطلبه فتجاهل هذه الرسالة.`,
    },
    EMAIL_CHANGE: {
      subject: 'تأكيد بريدك الإلكتروني الجديد في Helpwire',
      body: (code: string) => `رمز تأكيد هذا العنوان في Helpwire هو ${code}. تنتهي صلاحيته خلال 10 دقائق. إذا لم تطلبه فتجاهل هذه الرسالة.`,
    },
  },
} as const;

export function verificationMessage(purpose: 'SIGNUP' | 'PASSWORD_RESET' | 'EMAIL_CHANGE', code: string, language: string) {
  const text = (language.startsWith('ar') ? texts.ar : texts.en)[purpose];
  return { subject: text.subject, text: text.body(code) };
}

const signUpNotice = {
  en: {
    subject: 'Someone tried to sign up with your address',
    text: 'Someone tried to create a Helpwire account with your email address or phone number, but you already have an account. Sign in, or reset your password if you have forgotten it. If this was not you, you can ignore this message: nothing has changed.',
  },
  ar: {
    subject: 'حاول شخص ما التسجيل باستخدام عنوانك',
    text: 'حاول شخص ما إنشاء حساب في Helpwire باستخدام بريدك الإلكتروني أو رقم هاتفك، لكن لديك حساب بالفعل. سجّل الدخول، أو أعد تعيين كلمة المرور إذا نسيتها. إذا لم تكن أنت، فتجاهل هذه الرسالة: لم يتغير شيء.',
  },
} as const;

/** Sent to the owner instead of a code when a sign-up uses an address that already has an account. */
export function signUpNoticeMessage(language: string): { subject: string; text: string } {
  return language.startsWith('ar') ? signUpNotice.ar : signUpNotice.en;
}
