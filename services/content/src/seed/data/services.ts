import type { SeedService } from '../seed-types';

/** Offerings shown on the /services page, in display order. */
export const seedServices: SeedService[] = [
  {
    slug: 'audio-calls',
    title: {
      en: 'Audio calls',
      ar: 'المكالمات الصوتية',
    },
    description: {
      en: "Talk it through with a real person. Audio calls are perfect for quick questions and work well even when your connection isn't great.",
      ar: 'تحدّث عن مشكلتك مع شخص حقيقي. المكالمات الصوتية مثالية للأسئلة السريعة، وتعمل جيدًا حتى عندما يكون اتصالك بالإنترنت ضعيفًا.',
    },
    icon: 'phone',
  },
  {
    slug: 'video-calls',
    title: {
      en: 'Video calls',
      ar: 'مكالمات الفيديو',
    },
    description: {
      en: 'Show your helper exactly what you see, whether it is a leaking pipe, a dashboard light or a tangle of cables, and get guidance you can follow in real time.',
      ar: 'أرِ المساعد ما تراه تمامًا، سواء أكان أنبوبًا يسرّب الماء أم ضوءًا على لوحة عدادات السيارة أم تشابكًا في الكابلات، واحصل على إرشادات تتبعها في الوقت الفعلي.',
    },
    icon: 'video',
  },
  {
    slug: 'screen-sharing',
    title: {
      en: 'Screen sharing',
      ar: 'مشاركة الشاشة',
    },
    description: {
      en: 'Share your computer or phone screen so your helper can point you to the right button, every time. You stay in control and can stop sharing at any moment.',
      ar: 'شارك شاشة الكمبيوتر أو الهاتف ليرشدك المساعد إلى الزر الصحيح في كل مرة. تبقى أنت المتحكم، ويمكنك إيقاف المشاركة في أي لحظة.',
    },
    icon: 'screen-share',
  },
  {
    slug: 'recordings-summaries',
    title: {
      en: 'Recordings & step-by-step summaries',
      ar: 'التسجيلات والملخصات خطوة بخطوة',
    },
    description: {
      en: 'Record your call and get a clear written summary of every step afterwards, so you can repeat the fix on your own next time.',
      ar: 'سجّل مكالمتك واحصل بعدها على ملخص مكتوب وواضح لكل خطوة، لتتمكن من تكرار الحل بنفسك في المرة القادمة.',
    },
    icon: 'clipboard-list',
  },
  {
    slug: 'instant-match',
    title: {
      en: 'Instant match with the nearest helper',
      ar: 'توصيل فوري بأقرب مساعد',
    },
    description: {
      en: 'No booking and no waiting lists. Tap to connect and we instantly match you with the nearest available vetted helper in your category.',
      ar: 'لا حجوزات ولا قوائم انتظار. اضغط للاتصال وسنوصلك فورًا بأقرب مساعد متاح تم التحقق منه في الفئة التي اخترتها.',
    },
    icon: 'zap',
  },
  {
    slug: 'live-translation',
    title: {
      en: 'Live translation',
      ar: 'الترجمة الفورية',
    },
    description: {
      en: 'Bring a fluent interpreter into your conversation in real time, for a doctor visit, an official appointment or a chat with your new neighbors.',
      ar: 'أضِف مترجمًا متمكّنًا إلى محادثتك في الوقت الفعلي، سواء في زيارة للطبيب أو موعد رسمي أو حديث مع جيرانك الجدد.',
    },
    icon: 'languages',
  },
];
