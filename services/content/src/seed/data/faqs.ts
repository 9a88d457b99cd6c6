import type { SeedFaq } from '../seed-types';

/**
 * General FAQs (no categorySlug) come first, followed by 2–3 FAQs for each
 * top-level category.
 */
export const seedFaqs: SeedFaq[] = [
  // ---------------------------------------------------------------- General
  {
    slug: 'how-helpwire-works',
    question: {
      en: 'How does Helpwire work?',
      ar: 'كيف تعمل خدمة Helpwire؟',
    },
    answer: {
      en: 'Choose a category, read the short guidelines on how to prepare, and tap to connect. We instantly match you with the nearest available vetted helper, who joins you by audio call, video call or screen sharing and guides you step by step until the problem is solved.',
      ar: 'اختر الفئة المناسبة، واقرأ الإرشادات القصيرة حول كيفية الاستعداد، ثم اضغط للاتصال. نوصلك فورًا بأقرب مساعد متاح تم التحقق منه، لينضم إليك عبر مكالمة صوتية أو مكالمة فيديو أو مشاركة الشاشة ويرشدك خطوة بخطوة حتى تُحل المشكلة.',
    },
  },
  {
    slug: 'pricing',
    question: {
      en: 'How much does a call cost?',
      ar: 'كم تبلغ تكلفة المكالمة؟',
    },
    answer: {
      en: "Calls shorter than 3 minutes cost a flat $0.60, so a quick question stays cheap. Calls of 3 minutes or more are charged per minute at the category's rate, which is always shown before you connect. There are no subscriptions and no hidden fees.",
      ar: 'تبلغ تكلفة المكالمة التي تقل مدتها عن 3 دقائق مبلغًا ثابتًا قدره 0.60 دولار، لتبقى الأسئلة السريعة زهيدة التكلفة. أما المكالمات التي تستمر 3 دقائق أو أكثر فتُحتسب بالدقيقة وفق سعر الفئة، ويظهر لك هذا السعر دائمًا قبل بدء الاتصال. لا توجد اشتراكات ولا رسوم خفية.',
    },
  },
  {
    slug: 'payment-methods',
    question: {
      en: 'How do I pay?',
      ar: 'كيف أدفع؟',
    },
    answer: {
      en: "You pay by credit or debit card. Add your card securely before your first call; it's charged automatically when the call ends, and a receipt appears in your call history. Card details are handled by our payment processor, so Helpwire never stores your full card number.",
      ar: 'يتم الدفع باستخدام بطاقة ائتمان أو بطاقة خصم. أضف بطاقتك بأمان قبل مكالمتك الأولى، وسيُخصم المبلغ تلقائيًا عند انتهاء المكالمة، ويظهر الإيصال في سجل مكالماتك. تتولى شركة معالجة المدفوعات التي نتعامل معها بيانات البطاقة، لذا لا تحتفظ Helpwire أبدًا برقم بطاقتك كاملًا.',
    },
  },
  {
    slug: 'refunds-disputes',
    question: {
      en: "What if I'm not happy with the help I got?",
      ar: 'ماذا لو لم أكن راضيًا عن المساعدة التي تلقيتها؟',
    },
    answer: {
      en: "Open a dispute from the call in your history and tell us what went wrong. Our support team reviews the call details and both sides' accounts. If the help didn't meet our standards, we'll refund you in full or in part to your original card.",
      ar: 'افتح نزاعًا من صفحة المكالمة في سجلك وأخبرنا بما حدث. يراجع فريق الدعم تفاصيل المكالمة وإفادة الطرفين، وإذا لم ترقَ المساعدة إلى معاييرنا، نعيد إليك المبلغ كاملًا أو جزءًا منه إلى بطاقتك الأصلية.',
    },
  },
  {
    slug: 'recordings-summaries',
    question: {
      en: 'Can I keep a recording or summary of my call?',
      ar: 'هل يمكنني الاحتفاظ بتسجيل أو ملخص لمكالمتي؟',
    },
    answer: {
      en: "Yes. You can choose to record a call, and everyone on the call is notified while recording is on. Afterwards you'll find the recording and a written step-by-step summary in your call history, so you can repeat the fix on your own. You can delete them whenever you like.",
      ar: 'نعم. يمكنك اختيار تسجيل المكالمة، ويُنبَّه جميع المشاركين طوال مدة التسجيل. وبعد انتهاء المكالمة ستجد التسجيل وملخصًا مكتوبًا للخطوات في سجل مكالماتك، لتتمكن من تكرار الحل بنفسك لاحقًا. ويمكنك حذفهما متى شئت.',
    },
  },
  {
    slug: 'privacy',
    question: {
      en: 'Is my personal information safe?',
      ar: 'هل معلوماتي الشخصية في أمان؟',
    },
    answer: {
      en: "Yes. Helpers only see your first name and what you choose to share during the call, and we never sell your personal data. Your helper will never ask for your passwords or card details, so please don't show them on camera or on screen. Our Privacy Policy explains everything in detail.",
      ar: 'نعم. لا يرى المساعد إلا اسمك الأول وما تختار مشاركته أثناء المكالمة، ولا نبيع بياناتك الشخصية أبدًا. لن يطلب منك المساعد كلمات المرور أو بيانات البطاقة إطلاقًا، لذا يُرجى عدم إظهارها أمام الكاميرا أو على الشاشة. وتوضح سياسة الخصوصية كل ذلك بالتفصيل.',
    },
  },
  {
    slug: 'become-a-helper',
    question: {
      en: 'How do I become a helper?',
      ar: 'كيف أصبح مساعدًا؟',
    },
    answer: {
      en: 'Sign up as a helper, choose the categories you know well, and upload your identity document along with any certificates or proof of experience. Our admin team reviews and verifies your documents. Once you are approved, you can go online and start taking calls.',
      ar: 'سجّل بصفتك مساعدًا، واختر الفئات التي تتقنها، وارفع وثيقة هويتك مع أي شهادات أو ما يثبت خبرتك. يراجع فريق الإدارة وثائقك ويتحقق منها، وبمجرد قبولك يمكنك تفعيل حالة الاتصال والبدء في استقبال المكالمات.',
    },
  },
  {
    slug: 'helper-withdrawals',
    question: {
      en: 'When can helpers withdraw their earnings?',
      ar: 'متى يمكن للمساعدين سحب أرباحهم؟',
    },
    answer: {
      en: 'Earnings from each call become withdrawable 72 hours after the call ends. This short hold leaves time for any dispute to be raised and resolved. After that, you can request a withdrawal from your helper dashboard.',
      ar: 'تصبح أرباح كل مكالمة قابلة للسحب بعد 72 ساعة من انتهائها. تتيح هذه المهلة القصيرة وقتًا كافيًا لفتح أي نزاع والبت فيه، وبعدها يمكنك طلب السحب من لوحة تحكم المساعد.',
    },
  },

  // ------------------------------------------------ Basic tech troubleshooting
  {
    slug: 'tech-helper-control',
    categorySlug: 'basic-tech-troubleshooting',
    question: {
      en: 'Will the helper take control of my device?',
      ar: 'هل سيتحكم المساعد في جهازي؟',
    },
    answer: {
      en: 'No. Your helper can see your screen only while you share it, and guides you as you do the clicking and typing yourself. You stay in charge the whole time and can stop sharing at any moment.',
      ar: 'لا. لا يرى المساعد شاشتك إلا أثناء مشاركتك لها، ويرشدك بينما تنقر وتكتب بنفسك. تبقى أنت المتحكم طوال الوقت، ويمكنك إيقاف المشاركة في أي لحظة.',
    },
  },
  {
    slug: 'tech-no-internet',
    categorySlug: 'basic-tech-troubleshooting',
    question: {
      en: "My internet isn't working. Can I still get help?",
      ar: 'الإنترنت لا يعمل لدي، فهل يمكنني الحصول على المساعدة رغم ذلك؟',
    },
    answer: {
      en: 'Yes. Start an audio or video call from your phone using mobile data, and your helper will walk you through checking your router, cables and connection settings.',
      ar: 'نعم. ابدأ مكالمة صوتية أو مكالمة فيديو من هاتفك باستخدام بيانات الجوال، وسيرشدك المساعد إلى فحص جهاز الراوتر والكابلات وإعدادات الاتصال.',
    },
  },
  {
    slug: 'tech-lose-files',
    categorySlug: 'basic-tech-troubleshooting',
    question: {
      en: 'Could I lose my files or photos?',
      ar: 'هل يمكن أن أفقد ملفاتي أو صوري؟',
    },
    answer: {
      en: 'Helpers explain each step before you take it and will warn you clearly about anything that could erase data. To be extra safe, back up important files before the call if you can.',
      ar: 'يشرح المساعد كل خطوة قبل أن تنفذها، وينبهك بوضوح إلى أي إجراء قد يؤدي إلى حذف البيانات. ولمزيد من الأمان، احفظ نسخة احتياطية من ملفاتك المهمة قبل المكالمة إن أمكن.',
    },
  },

  // ------------------------------------------------------------- DIY repairs
  {
    slug: 'diy-tools-needed',
    categorySlug: 'diy-repairs',
    question: {
      en: 'What tools will I need?',
      ar: 'ما الأدوات التي سأحتاج إليها؟',
    },
    answer: {
      en: "It depends on the job, but most repairs only need basic tools such as screwdrivers, pliers and a flashlight. Your helper will tell you what you need at the start of the call and, if you're missing something, suggest an alternative or exactly what to buy.",
      ar: 'يعتمد ذلك على طبيعة العمل، لكن معظم الإصلاحات لا تتطلب سوى أدوات أساسية مثل مفكات البراغي والكمّاشة والمصباح اليدوي. سيخبرك المساعد في بداية المكالمة بما تحتاج إليه، وإذا كان ينقصك شيء فسيقترح عليك بديلًا أو يحدد لك بالضبط ما عليك شراؤه.',
    },
  },
  {
    slug: 'diy-unsafe-jobs',
    categorySlug: 'diy-repairs',
    question: {
      en: "Are there jobs a helper won't guide me through?",
      ar: 'هل توجد أعمال لن يرشدني المساعد إلى تنفيذها؟',
    },
    answer: {
      en: "Yes. For your safety, helpers won't guide work on gas lines, the main electrical panel, load-bearing structures or anything that legally requires a licensed professional. They'll tell you honestly when it's time to call one in.",
      ar: 'نعم. حرصًا على سلامتك، لا يرشدك المساعدون في الأعمال المتعلقة بتمديدات الغاز أو اللوحة الكهربائية الرئيسية أو العناصر الإنشائية الحاملة، أو أي عمل يشترط القانون أن يتولاه فنّي مرخّص. وسيخبرونك بصراحة متى يحين وقت الاستعانة بمختص.',
    },
  },

  // --------------------------------------------------------- Car maintenance
  {
    slug: 'car-roadside-help',
    categorySlug: 'car-maintenance',
    question: {
      en: "Can I get help if I've broken down at the roadside?",
      ar: 'هل يمكنني الحصول على المساعدة إذا تعطلت سيارتي على جانب الطريق؟',
    },
    answer: {
      en: "Yes, as long as you're somewhere safe. Pull well off the road, switch on your hazard lights and, if it's safer, wait away from the car. If you are in danger or anyone is hurt, call emergency services first.",
      ar: 'نعم، ما دمت في مكان آمن. ابتعد بسيارتك عن مسار الطريق قدر الإمكان، وشغّل أضواء التحذير الرباعية، وانتظر بعيدًا عن السيارة إن كان ذلك أكثر أمانًا. وإذا كنت في خطر أو أصيب أحد، فاتصل بخدمات الطوارئ أولًا.',
    },
  },
  {
    slug: 'car-instead-of-mechanic',
    categorySlug: 'car-maintenance',
    question: {
      en: 'Can a call replace a trip to the mechanic?',
      ar: 'هل يمكن أن تغني المكالمة عن زيارة الميكانيكي؟',
    },
    answer: {
      en: 'For many simple jobs, yes: checking fluids, changing a bulb or wiper blade, or understanding a warning light. For bigger problems, your helper will help you understand what is wrong so you can talk to a garage with confidence and avoid paying for repairs you do not need.',
      ar: 'في كثير من الأعمال البسيطة، نعم: كفحص السوائل، أو تغيير مصباح أو شفرة مساحة، أو فهم ضوء تحذيري. أما في المشكلات الأكبر، فسيساعدك المساعد على فهم العطل لتتحدث مع الورشة بثقة وتتجنب دفع تكاليف إصلاحات لا تحتاج إليها.',
    },
  },
  {
    slug: 'car-makes-models',
    categorySlug: 'car-maintenance',
    question: {
      en: 'Do helpers know my make and model?',
      ar: 'هل يعرف المساعدون طراز سيارتي؟',
    },
    answer: {
      en: "Our car helpers are experienced with most common makes, including petrol, diesel and hybrid vehicles. Tell your helper the make, model and year at the start of the call so they can give you advice that's specific to your car.",
      ar: 'يمتلك مساعدونا المتخصصون في السيارات خبرة بمعظم الطرازات الشائعة، بما فيها السيارات العاملة بالبنزين والديزل والسيارات الهجينة. أخبر المساعد باسم الشركة المصنّعة والطراز وسنة الصنع في بداية المكالمة ليقدّم لك نصائح تناسب سيارتك تحديدًا.',
    },
  },

  // --------------------------------------------------------------- Education
  {
    slug: 'education-answers',
    categorySlug: 'education',
    question: {
      en: 'Will the tutor just give me the answers?',
      ar: 'هل سيعطيني المعلّم الإجابات مباشرة؟',
    },
    answer: {
      en: 'No. Our tutors help you understand the method so you can solve the problem yourself. That way you learn something that sticks, which is exactly what helps on exam day.',
      ar: 'لا. يساعدك معلّمونا على فهم طريقة الحل لتتمكن من حل المسألة بنفسك، فتتعلم شيئًا يرسخ في ذهنك، وهذا تحديدًا ما يفيدك يوم الاختبار.',
    },
  },
  {
    slug: 'education-children',
    categorySlug: 'education',
    question: {
      en: 'Can my child use Helpwire?',
      ar: 'هل يمكن لطفلي استخدام Helpwire؟',
    },
    answer: {
      en: "Accounts must be opened by an adult. Children can take sessions through a parent or guardian's account, and we ask that the adult stays nearby for the whole session.",
      ar: 'يجب أن يُنشئ الحسابَ شخصٌ بالغ. ويمكن للأطفال حضور الجلسات من خلال حساب أحد الوالدين أو الوصي، ونطلب أن يبقى البالغ بالقرب من الطفل طوال مدة الجلسة.',
    },
  },
  {
    slug: 'education-levels',
    categorySlug: 'education',
    question: {
      en: 'Which levels and subjects do you cover?',
      ar: 'ما المراحل الدراسية والمواد التي تغطونها؟',
    },
    answer: {
      en: "We cover primary school through university, as well as adults learning something new. Choose a subcategory and mention your level when the call starts, and you'll be matched with a helper who teaches that subject.",
      ar: 'نغطي المراحل من المدرسة الابتدائية حتى الجامعة، إضافةً إلى البالغين الراغبين في تعلّم شيء جديد. اختر الفئة الفرعية واذكر مستواك عند بدء المكالمة، وسنوصلك بمساعد يدرّس تلك المادة.',
    },
  },

  // -------------------------------------------------------- Live translation
  {
    slug: 'translation-languages',
    categorySlug: 'live-translation',
    question: {
      en: 'Which languages are available?',
      ar: 'ما اللغات المتاحة؟',
    },
    answer: {
      en: "Arabic and English are our most widely covered languages, and our helpers speak many others. When you start a request, you'll see which language pairs have helpers online right now.",
      ar: 'العربية والإنجليزية هما اللغتان الأوسع تغطيةً لدينا، ويتحدث مساعدونا لغات أخرى كثيرة. وعند بدء طلبك، سترى أزواج اللغات التي يتوفر لها مساعدون متصلون في تلك اللحظة.',
    },
  },
  {
    slug: 'translation-how-it-works',
    categorySlug: 'live-translation',
    question: {
      en: 'How does the other person hear the interpreter?',
      ar: 'كيف يسمع الطرف الآخر صوت المترجم؟',
    },
    answer: {
      en: "If you are together in person, put your phone on speaker between you. If the other person is on a separate phone call, use a second device or your phone's speaker so the interpreter can hear both sides. The interpreter listens to each turn and repeats it in the other language.",
      ar: 'إذا كنتما معًا في المكان نفسه، فشغّل مكبّر الصوت في هاتفك وضعه بينكما. أما إذا كان الطرف الآخر على مكالمة هاتفية منفصلة، فاستخدم جهازًا ثانيًا أو مكبّر صوت هاتفك ليسمع المترجم الطرفين. يستمع المترجم إلى كلام كل طرف ثم ينقله باللغة الأخرى.',
    },
  },
  {
    slug: 'translation-certified',
    categorySlug: 'live-translation',
    question: {
      en: 'Are your interpreters certified?',
      ar: 'هل مترجموكم معتمدون؟',
    },
    answer: {
      en: 'Every helper is verified and assessed in their languages. Helpwire interpretation is meant for everyday communication, so it may not be accepted where the law requires a sworn or certified interpreter, such as in court.',
      ar: 'يخضع كل مساعد للتحقق ولتقييم إتقانه للغات التي يعمل بها. والترجمة عبر Helpwire مخصصة للتواصل اليومي، لذا قد لا تُقبل في المواضع التي يشترط فيها القانون مترجمًا محلّفًا أو معتمدًا، كالمحاكم.',
    },
  },
];
