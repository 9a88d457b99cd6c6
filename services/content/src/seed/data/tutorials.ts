import type { SeedTutorial } from '../seed-types';

/**
 * Short how-to videos; each video lives at /media/tutorials/<slug>.webm. durationSeconds is the
 * clip's real length, rounded (the clips are 8-second placeholders until the real recordings exist).
 */
export const seedTutorials: SeedTutorial[] = [
  {
    slug: 'first-call',
    title: {
      en: 'Making your first call',
      ar: 'إجراء مكالمتك الأولى',
    },
    description: {
      en: "See how to pick a category, add your card, get matched with a helper and start your call. We'll also show you how the price is worked out before you connect.",
      ar: 'تعرّف على طريقة اختيار الفئة، وإضافة بطاقتك، والتوصيل بمساعد، وبدء مكالمتك. وسنوضح لك أيضًا كيفية احتساب السعر قبل بدء الاتصال.',
    },
    videoUrl: '/media/tutorials/first-call.webm',
    durationSeconds: 8,
  },
  {
    slug: 'sharing-your-screen',
    categorySlug: 'basic-tech-troubleshooting',
    title: {
      en: 'Sharing your screen',
      ar: 'مشاركة شاشتك',
    },
    description: {
      en: 'Learn how to share your computer or phone screen during a call, how to pause it when something private pops up, and how to stop sharing.',
      ar: 'تعلّم كيفية مشاركة شاشة الكمبيوتر أو الهاتف أثناء المكالمة، وكيفية إيقافها مؤقتًا عند ظهور شيء خاص، وكيفية إنهاء المشاركة.',
    },
    videoUrl: '/media/tutorials/sharing-your-screen.webm',
    durationSeconds: 7,
  },
  {
    slug: 'preparing-car-maintenance-call',
    categorySlug: 'car-maintenance',
    title: {
      en: 'Preparing for a car maintenance call',
      ar: 'الاستعداد لمكالمة صيانة السيارة',
    },
    description: {
      en: 'Where to park, what details to have ready and how to hold your phone so your helper can see under the hood clearly and safely.',
      ar: 'أين توقف سيارتك، وما البيانات التي عليك تجهيزها، وكيف تمسك هاتفك ليرى المساعد ما تحت غطاء المحرك بوضوح وأمان.',
    },
    videoUrl: '/media/tutorials/preparing-car-maintenance-call.webm',
    durationSeconds: 8,
  },
  {
    slug: 'diy-camera-tips',
    categorySlug: 'diy-repairs',
    title: {
      en: 'Getting a clear view for DIY repairs',
      ar: 'الحصول على رؤية واضحة في الإصلاحات المنزلية',
    },
    description: {
      en: 'Simple tips on lighting, camera angles and switching to the rear camera, so your helper can spot the problem quickly.',
      ar: 'نصائح بسيطة حول الإضاءة وزوايا التصوير والتبديل إلى الكاميرا الخلفية، ليتمكن المساعد من تحديد المشكلة بسرعة.',
    },
    videoUrl: '/media/tutorials/diy-camera-tips.webm',
    durationSeconds: 8,
  },
  {
    slug: 'using-live-translation',
    categorySlug: 'live-translation',
    title: {
      en: 'Using live translation',
      ar: 'استخدام الترجمة الفورية',
    },
    description: {
      en: 'Choose your language pair, brief your interpreter and set up your phone so both you and the other person can be heard clearly.',
      ar: 'اختر زوج اللغات، وأطلع المترجم على السياق، وجهّز هاتفك بحيث يُسمع صوتك وصوت الطرف الآخر بوضوح.',
    },
    videoUrl: '/media/tutorials/using-live-translation.webm',
    durationSeconds: 8,
  },
  {
    slug: 'learning-with-a-tutor',
    categorySlug: 'education',
    title: {
      en: 'Getting the most from a tutoring session',
      ar: 'الاستفادة القصوى من جلسة التعليم',
    },
    description: {
      en: 'How to prepare your questions, share your work and use the call summary to review what you learned afterwards.',
      ar: 'كيف تجهّز أسئلتك، وتشارك عملك، وتستخدم ملخص المكالمة لمراجعة ما تعلمته بعد انتهاء الجلسة.',
    },
    videoUrl: '/media/tutorials/learning-with-a-tutor.webm',
    durationSeconds: 8,
  },
  {
    slug: 'managing-recordings',
    title: {
      en: 'Managing recordings and summaries',
      ar: 'إدارة التسجيلات والملخصات',
    },
    description: {
      en: 'Find past calls in your history, replay a recording, follow the step-by-step summary and delete anything you no longer need.',
      ar: 'اعثر على مكالماتك السابقة في السجل، وأعد تشغيل التسجيل، واتبع الملخص خطوة بخطوة، واحذف ما لم تعد بحاجة إليه.',
    },
    videoUrl: '/media/tutorials/managing-recordings.webm',
    durationSeconds: 8,
  },
  {
    slug: 'becoming-a-helper',
    title: {
      en: 'Becoming a helper',
      ar: 'كيف تصبح مساعدًا',
    },
    description: {
      en: 'A walkthrough of signing up as a helper, uploading your documents for verification, going online to take calls and withdrawing your earnings.',
      ar: 'شرح مفصّل لخطوات التسجيل بصفتك مساعدًا، ورفع وثائقك للتحقق منها، وتفعيل حالة الاتصال لاستقبال المكالمات، وسحب أرباحك.',
    },
    videoUrl: '/media/tutorials/becoming-a-helper.webm',
    durationSeconds: 8,
  },
];
