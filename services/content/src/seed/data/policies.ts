import type { SeedPolicy } from '../seed-types';

/** Legal pages. Bodies are plain-text paragraphs (no HTML or Markdown). */
export const seedPolicies: SeedPolicy[] = [
  {
    slug: 'privacy',
    title: {
      en: 'Privacy Policy',
      ar: 'سياسة الخصوصية',
    },
    sections: [
      {
        heading: {
          en: 'About this policy',
          ar: 'حول هذه السياسة',
        },
        body: {
          en: 'This Privacy Policy explains what personal information Helpwire collects when you use our website and apps, why we collect it, and the choices you have. It applies to everyone who uses Helpwire, whether you are getting help as a user or giving it as a helper.',
          ar: 'توضح سياسة الخصوصية هذه المعلومات الشخصية التي تجمعها Helpwire عند استخدامك لموقعنا وتطبيقاتنا، وأسباب جمعها، والخيارات المتاحة لك. وتسري هذه السياسة على كل من يستخدم Helpwire، سواء أكان مستخدمًا يطلب المساعدة أم مساعدًا يقدّمها.',
        },
      },
      {
        heading: {
          en: 'Information we collect',
          ar: 'المعلومات التي نجمعها',
        },
        body: {
          en: 'We collect the information you give us, such as your name, email address, phone number and preferred language, and for helpers, identity documents, qualifications and payout details. We also collect information created when you use the service, including call requests, call times and durations, the category you chose, ratings, support messages and dispute details. To match you with the nearest helper, we use your approximate location while you are requesting help. We also collect basic device and log information, such as browser type and IP address, to keep the service secure and working properly.',
          ar: 'نجمع المعلومات التي تقدّمها لنا، مثل اسمك وبريدك الإلكتروني ورقم هاتفك ولغتك المفضلة، إضافةً إلى وثائق الهوية والمؤهلات وبيانات استلام الأرباح بالنسبة إلى المساعدين. كما نجمع المعلومات الناتجة عن استخدامك للخدمة، ومنها طلبات المكالمات وأوقاتها ومددها والفئة التي اخترتها والتقييمات ورسائل الدعم وتفاصيل النزاعات. ولنوصلك بأقرب مساعد، نستخدم موقعك التقريبي أثناء طلبك للمساعدة. ونجمع كذلك معلومات أساسية عن الجهاز وسجلات الاستخدام، مثل نوع المتصفح وعنوان IP، للحفاظ على أمان الخدمة وحسن عملها.',
        },
      },
      {
        heading: {
          en: 'How we use your information',
          ar: 'كيف نستخدم معلوماتك',
        },
        body: {
          en: 'We use your information to create and manage your account, match you with a suitable helper, connect and bill your calls, produce the recordings and summaries you ask for, pay helpers, handle disputes and support requests, prevent fraud and abuse, and improve Helpwire. We send service messages such as receipts and security alerts. We only send our newsletter if you subscribe, and you can unsubscribe at any time.',
          ar: 'نستخدم معلوماتك لإنشاء حسابك وإدارته، وتوصيلك بالمساعد المناسب، وإجراء مكالماتك وتحصيل قيمتها، وإعداد التسجيلات والملخصات التي تطلبها، ودفع مستحقات المساعدين، ومعالجة النزاعات وطلبات الدعم، ومنع الاحتيال وإساءة الاستخدام، وتحسين Helpwire. ونرسل إليك رسائل تتعلق بالخدمة مثل الإيصالات وتنبيهات الأمان. ولا نرسل نشرتنا البريدية إلا إذا اشتركت فيها، ويمكنك إلغاء اشتراكك في أي وقت.',
        },
      },
      {
        heading: {
          en: 'Call recordings and consent',
          ar: 'تسجيل المكالمات والموافقة عليه',
        },
        body: {
          en: "Live audio, video and screen sharing are sent over encrypted connections. A call is recorded only when recording is turned on, and everyone on the call is told when recording starts and while it continues. If you don't want to be recorded, you can decline or end the call. Recordings and step-by-step summaries are available to the user who requested the help, and Helpwire uses them only to provide the service, resolve disputes and keep the platform safe. Helpers may not copy, save or share call content outside Helpwire.",
          ar: 'تُنقل المكالمات الصوتية ومكالمات الفيديو ومشاركة الشاشة عبر اتصالات مشفّرة. ولا تُسجَّل المكالمة إلا عند تفعيل خاصية التسجيل، ويُبلَّغ جميع المشاركين عند بدء التسجيل وطوال استمراره. وإذا كنت لا ترغب في التسجيل، فيمكنك الرفض أو إنهاء المكالمة. تكون التسجيلات والملخصات المكتوبة للخطوات متاحة للمستخدم الذي طلب المساعدة، ولا تستخدمها Helpwire إلا لتقديم الخدمة وحل النزاعات والحفاظ على أمان المنصة. ولا يجوز للمساعدين نسخ محتوى المكالمات أو حفظه أو مشاركته خارج Helpwire.',
        },
      },
      {
        heading: {
          en: 'Payments',
          ar: 'المدفوعات',
        },
        body: {
          en: "Card payments are handled by our third-party payment processor. Your full card number and security code go directly to the processor and are never stored on Helpwire's servers. We keep only a payment reference, the card brand, the last four digits and the expiry date, so you can recognize your card. The processor protects your card data under its own privacy policy and the PCI DSS security standard.",
          ar: 'تتولى شركة خارجية متخصصة في معالجة المدفوعات تنفيذ عمليات الدفع بالبطاقات. يُرسَل رقم بطاقتك الكامل ورمز الأمان مباشرةً إلى هذه الشركة، ولا يُخزَّنان أبدًا على خوادم Helpwire. ولا نحتفظ إلا بمرجع الدفع ونوع البطاقة وآخر أربعة أرقام منها وتاريخ انتهائها، لتتمكن من التعرّف على بطاقتك. وتحمي شركة المعالجة بيانات بطاقتك وفقًا لسياسة الخصوصية الخاصة بها ومعيار أمان بيانات صناعة بطاقات الدفع (PCI DSS).',
        },
      },
      {
        heading: {
          en: 'How we share information',
          ar: 'كيف نشارك المعلومات',
        },
        body: {
          en: "We do not sell your personal information. We share it only as needed to run the service: with the other person on your call, limited to your first name, preferred language and whatever you share during the call; with service providers, such as our payment processor and hosting providers, who act on our instructions; and with authorities when the law requires it or when it is necessary to protect someone's safety.",
          ar: 'لا نبيع معلوماتك الشخصية. ولا نشاركها إلا بالقدر اللازم لتشغيل الخدمة: مع الطرف الآخر في مكالمتك، ويقتصر ذلك على اسمك الأول ولغتك المفضلة وما تشاركه أثناء المكالمة؛ ومع مزوّدي الخدمات الذين يعملون وفق تعليماتنا، مثل شركة معالجة المدفوعات ومزوّدي الاستضافة؛ ومع الجهات المختصة عندما يقتضي القانون ذلك أو عند الضرورة لحماية سلامة أي شخص.',
        },
      },
      {
        heading: {
          en: 'How long we keep your data',
          ar: 'مدة الاحتفاظ بالبيانات',
        },
        body: {
          en: 'We keep your account information for as long as your account is open. Recordings and summaries are kept until you delete them, and are removed when you close your account. Payment, payout and tax records are kept for as long as financial and tax laws require. Helper verification documents are kept while the helper account is active and afterwards only for as long as the law requires. Security logs are kept for a short period and then deleted.',
          ar: 'نحتفظ بمعلومات حسابك ما دام حسابك مفتوحًا. وتُحفظ التسجيلات والملخصات إلى أن تحذفها، وتُزال عند إغلاق حسابك. ونحتفظ بسجلات المدفوعات والأرباح المدفوعة والسجلات الضريبية للمدة التي تشترطها القوانين المالية والضريبية. أما وثائق التحقق الخاصة بالمساعدين فتُحفظ ما دام حساب المساعد نشطًا، ثم للمدة التي يشترطها القانون فقط. وتُحفظ سجلات الأمان لفترة قصيرة ثم تُحذف.',
        },
      },
      {
        heading: {
          en: 'Your rights and choices',
          ar: 'حقوقك وخياراتك',
        },
        body: {
          en: 'Depending on where you live, you may have the right to access, correct, download or delete your personal information, and to object to or restrict certain uses of it. You can update most details in your account settings, delete recordings from your call history and close your account at any time. For anything else, contact us and we will respond within the time required by applicable law.',
          ar: 'بحسب مكان إقامتك، قد يحق لك الاطلاع على معلوماتك الشخصية وتصحيحها وتنزيلها وحذفها، والاعتراض على بعض أوجه استخدامها أو تقييدها. ويمكنك تحديث معظم بياناتك من إعدادات حسابك، وحذف التسجيلات من سجل مكالماتك، وإغلاق حسابك في أي وقت. ولأي طلب آخر، تواصل معنا وسنرد عليك خلال المدة التي يحددها القانون المعمول به.',
        },
      },
      {
        heading: {
          en: 'Cookies and the language cookie',
          ar: 'ملفات تعريف الارتباط وملف تفضيل اللغة',
        },
        body: {
          en: 'We use a small number of essential cookies to keep you signed in, protect your account and remember your settings. One of these is the language cookie, which remembers whether you prefer English or Arabic so that pages appear in your language on your next visit; it stores nothing but that choice. We do not use cookies for third-party advertising. You can clear cookies in your browser at any time, but some features, such as staying signed in, may stop working.',
          ar: 'نستخدم عددًا محدودًا من ملفات تعريف الارتباط الضرورية لإبقائك مسجّلًا الدخول، وحماية حسابك، وتذكّر إعداداتك. ومن بينها ملف تفضيل اللغة، الذي يتذكر ما إذا كنت تفضّل العربية أم الإنجليزية لتظهر لك الصفحات بلغتك في زيارتك التالية، ولا يخزّن سوى هذا الاختيار. ولا نستخدم ملفات تعريف الارتباط لأغراض إعلانات الجهات الخارجية. ويمكنك حذف ملفات تعريف الارتباط من متصفحك في أي وقت، لكن بعض الميزات، مثل البقاء مسجّلًا الدخول، قد تتوقف عن العمل.',
        },
      },
      {
        heading: {
          en: 'Changes and contact',
          ar: 'التعديلات والتواصل معنا',
        },
        body: {
          en: 'If you have questions about this policy or your personal information, send us a message through the Contact page. We may update this policy from time to time. When we make significant changes, we will let you know in the app or by email before they take effect.',
          ar: 'إذا كانت لديك أسئلة حول هذه السياسة أو حول معلوماتك الشخصية، فأرسل إلينا رسالة عبر صفحة "تواصل معنا". وقد نحدّث هذه السياسة من حين لآخر، وعند إجراء تغييرات جوهرية سنبلغك بها داخل التطبيق أو عبر البريد الإلكتروني قبل سريانها.',
        },
      },
    ],
  },
  {
    slug: 'terms',
    title: {
      en: 'Terms & Conditions',
      ar: 'الشروط والأحكام',
    },
    sections: [
      {
        heading: {
          en: 'Accepting these terms',
          ar: 'قبول هذه الشروط',
        },
        body: {
          en: "These Terms & Conditions govern your use of Helpwire, an online marketplace that connects people who need help (users) with independent, vetted helpers for live audio calls, video calls and screen sharing. By creating an account or using the service, you agree to these terms and to our Privacy Policy. If you don't agree, please do not use Helpwire. We may update these terms, and we will tell you about significant changes before they take effect.",
          ar: 'تنظّم هذه الشروط والأحكام استخدامك لـ Helpwire، وهي منصة إلكترونية تصل بين الأشخاص الذين يحتاجون إلى المساعدة (المستخدمين) ومساعدين مستقلين تم التحقق منهم، عبر المكالمات الصوتية ومكالمات الفيديو ومشاركة الشاشة المباشرة. وبإنشائك حسابًا أو استخدامك للخدمة، فإنك توافق على هذه الشروط وعلى سياسة الخصوصية. وإذا كنت لا توافق عليها، فيُرجى عدم استخدام Helpwire. وقد نعدّل هذه الشروط، وسنبلغك بأي تغييرات جوهرية قبل سريانها.',
        },
      },
      {
        heading: {
          en: 'Accounts and roles',
          ar: 'الحسابات والأدوار',
        },
        body: {
          en: "You must be at least 18 years old to open an account. Children may use Helpwire only through a parent's or guardian's account and under their supervision. Every account has a role: user, helper or admin. You agree to give accurate information, keep your sign-in details secure and tell us promptly if you suspect someone else is using your account. You are responsible for all activity on your account.",
          ar: 'يجب ألا يقل عمرك عن 18 عامًا لفتح حساب، ولا يجوز للأطفال استخدام Helpwire إلا من خلال حساب أحد الوالدين أو الوصي وتحت إشرافه. ولكل حساب دور محدد: مستخدم أو مساعد أو مشرف. وتلتزم بتقديم معلومات صحيحة، والحفاظ على سرية بيانات تسجيل الدخول، وإبلاغنا فورًا إذا اشتبهت في أن شخصًا آخر يستخدم حسابك. وتتحمل المسؤولية عن جميع الأنشطة التي تتم عبر حسابك.',
        },
      },
      {
        heading: {
          en: 'Helper verification',
          ar: 'التحقق من المساعدين',
        },
        body: {
          en: 'Helpers must sign up with accurate information and upload valid identity documents, along with any qualifications relevant to the categories they choose. Our admins review these documents before a helper can take calls, and may ask for more information, verify a helper again at any time, or decline or withdraw approval. Verification reduces risk but does not guarantee any particular result. Helpers are independent service providers, not employees of Helpwire.',
          ar: 'يجب على المساعدين التسجيل بمعلومات صحيحة ورفع وثائق هوية سارية، إلى جانب أي مؤهلات تتعلق بالفئات التي يختارونها. ويراجع المشرفون هذه الوثائق قبل أن يتمكن المساعد من استقبال المكالمات، ويحق لهم طلب معلومات إضافية، أو إعادة التحقق من المساعد في أي وقت، أو رفض الطلب أو سحب الموافقة. ويقلّل التحقق من المخاطر، لكنه لا يضمن نتيجة بعينها. والمساعدون مقدّمو خدمات مستقلون، وليسوا موظفين لدى Helpwire.',
        },
      },
      {
        heading: {
          en: 'Pricing',
          ar: 'الأسعار',
        },
        body: {
          en: 'Calls shorter than 3 minutes are charged a flat fee of $0.60. Calls lasting 3 minutes or more are charged per minute at the rate of the category you selected, and that rate is always shown before you connect. Call time is measured from the moment your helper joins until the call ends. We may change rates in the future, but a change never applies to a call that is already in progress.',
          ar: 'تُحتسب المكالمات التي تقل مدتها عن 3 دقائق برسم ثابت قدره 0.60 دولار. أما المكالمات التي تستمر 3 دقائق أو أكثر فتُحتسب بالدقيقة وفق سعر الفئة التي اخترتها، ويظهر لك هذا السعر دائمًا قبل بدء الاتصال. وتُحسب مدة المكالمة من لحظة انضمام المساعد حتى انتهاء المكالمة. وقد نعدّل الأسعار مستقبلًا، لكن أي تعديل لا يسري أبدًا على مكالمة جارية.',
        },
      },
      {
        heading: {
          en: 'Payments and refunds',
          ar: 'المدفوعات والمبالغ المستردة',
        },
        body: {
          en: "Users pay by credit or debit card through our payment processor. By adding a card, you authorize us to charge it for each call when the call ends. Approved refunds are returned to the original card, and how long they take to appear depends on your card issuer. A helper's earnings for a call, after any platform fee shown in the helper dashboard, become withdrawable 72 hours after the call ends, and may be held for longer while a dispute about that call is open.",
          ar: 'يدفع المستخدمون باستخدام بطاقات الائتمان أو بطاقات الخصم عبر شركة معالجة المدفوعات التي نتعامل معها. وبإضافتك بطاقةً، فإنك تأذن لنا بخصم قيمة كل مكالمة منها عند انتهائها. وتُعاد المبالغ المستردة المعتمدة إلى البطاقة الأصلية، وتعتمد المدة اللازمة لظهورها على الجهة المصدرة لبطاقتك. وتصبح أرباح المساعد عن كل مكالمة، بعد خصم أي رسوم للمنصة موضحة في لوحة تحكم المساعد، قابلةً للسحب بعد 72 ساعة من انتهاء المكالمة، وقد تُحتجز مدة أطول ما دام هناك نزاع مفتوح بشأن تلك المكالمة.',
        },
      },
      {
        heading: {
          en: 'Disputes',
          ar: 'النزاعات',
        },
        body: {
          en: 'If you are not satisfied with a call, you can open a dispute from your call history and explain what went wrong. Both the user and the helper can give their account of what happened, and our team may review the call details, ratings and, where available, the recording and summary. We decide disputes fairly and in good faith, and may issue a full or partial refund. Our decision settles the dispute on Helpwire but does not affect any rights you have under the law.',
          ar: 'إذا لم تكن راضيًا عن إحدى المكالمات، فيمكنك فتح نزاع من سجل مكالماتك وتوضيح ما حدث. ويحق لكل من المستخدم والمساعد تقديم روايته لما جرى، وقد يراجع فريقنا تفاصيل المكالمة والتقييمات، والتسجيل والملخص إن وُجدا. ونبتّ في النزاعات بإنصاف وحسن نية، وقد نقرر استرداد المبلغ كاملًا أو جزءًا منه. ويُنهي قرارنا النزاع على منصة Helpwire، لكنه لا يمس أي حقوق مكفولة لك بموجب القانون.',
        },
      },
      {
        heading: {
          en: 'Acceptable conduct',
          ar: 'قواعد السلوك',
        },
        body: {
          en: 'Be respectful to everyone on Helpwire. You must not harass, threaten or discriminate against anyone; share illegal, sexual or violent content; ask for or give help with anything illegal or dangerous; ask for or share passwords, card numbers or other sensitive credentials; or arrange to pay or be paid outside Helpwire for calls that started on the platform. Helpers must give honest, careful guidance within their skills and stop a session if a task becomes unsafe.',
          ar: 'احرص على التعامل باحترام مع الجميع على Helpwire. ويُحظر عليك مضايقة أي شخص أو تهديده أو التمييز ضده؛ أو مشاركة محتوى غير قانوني أو جنسي أو عنيف؛ أو طلب المساعدة أو تقديمها في أي أمر غير قانوني أو خطر؛ أو طلب كلمات المرور أو أرقام البطاقات أو غيرها من بيانات الاعتماد الحساسة أو مشاركتها؛ أو الاتفاق على الدفع أو تلقي المال خارج Helpwire مقابل مكالمات بدأت عبر المنصة. ويلتزم المساعدون بتقديم إرشادات صادقة ودقيقة في حدود مهاراتهم، وبإيقاف الجلسة إذا أصبحت المهمة غير آمنة.',
        },
      },
      {
        heading: {
          en: 'Recordings and summaries',
          ar: 'التسجيلات والملخصات',
        },
        body: {
          en: 'Calls may be recorded only through Helpwire, with the notice shown in the app, and by staying on a recorded call all participants agree to the recording. You may use your recordings and summaries for your own personal reference. You must not record calls by any other means, or publish or share recordings of other people without their permission.',
          ar: 'لا يجوز تسجيل المكالمات إلا عبر Helpwire ومع ظهور التنبيه المخصص لذلك في التطبيق، ويُعد بقاء المشاركين في المكالمة المسجّلة موافقةً منهم على التسجيل. ويحق لك استخدام تسجيلاتك وملخصاتك للرجوع إليها لأغراضك الشخصية. ويُحظر عليك تسجيل المكالمات بأي وسيلة أخرى، أو نشر تسجيلات تظهر فيها أطراف أخرى أو مشاركتها دون إذنهم.',
        },
      },
      {
        heading: {
          en: 'Safety and limitation of liability',
          ar: 'السلامة وحدود المسؤولية',
        },
        body: {
          en: 'Helpers guide you remotely. You decide whether to carry out each step, and you do so at your own risk. Helpwire is not an emergency service; in an emergency, contact your local emergency number. Guidance given through Helpwire is not professional medical, legal or financial advice, and does not replace a licensed tradesperson where one is required. To the extent the law allows, Helpwire is not liable for indirect or consequential losses, and our total liability for any claim relating to a call is limited to the amount you paid for that call. Nothing in these terms limits any liability that cannot be limited by law.',
          ar: 'يرشدك المساعدون عن بُعد، وأنت من يقرر تنفيذ كل خطوة من عدمه، وتتحمل مسؤولية ذلك. وليست Helpwire خدمة طوارئ، ففي الحالات الطارئة اتصل برقم الطوارئ المحلي. ولا تُعد الإرشادات المقدّمة عبر Helpwire استشارة طبية أو قانونية أو مالية متخصصة، ولا تغني عن الفنّي المرخّص حيثما يلزم وجوده. وفي الحدود التي يسمح بها القانون، لا تتحمل Helpwire المسؤولية عن الخسائر غير المباشرة أو التبعية، وتقتصر مسؤوليتنا الإجمالية عن أي مطالبة تتعلق بمكالمة ما على المبلغ الذي دفعته مقابلها. ولا يحدّ أي بند في هذه الشروط من أي مسؤولية لا يجوز تقييدها قانونًا.',
        },
      },
      {
        heading: {
          en: 'Suspension and termination',
          ar: 'إيقاف الحساب وإنهاؤه',
        },
        body: {
          en: "You can close your account at any time from your settings. We may suspend or close an account, or remove a helper's verified status, if these terms are broken, if we suspect fraud or abuse, or to protect users, helpers or the platform. Amounts owed for completed calls remain payable, and helper earnings that have already become withdrawable remain so unless they are linked to fraud. If you have questions about these terms, contact us through the Contact page.",
          ar: 'يمكنك إغلاق حسابك في أي وقت من الإعدادات. ويحق لنا إيقاف أي حساب أو إغلاقه، أو إلغاء صفة التحقق عن أي مساعد، في حال مخالفة هذه الشروط، أو الاشتباه في وجود احتيال أو إساءة استخدام، أو لحماية المستخدمين أو المساعدين أو المنصة. وتظل المبالغ المستحقة عن المكالمات المكتملة واجبة السداد، وتبقى أرباح المساعد التي أصبحت قابلة للسحب متاحة له ما لم تكن مرتبطة باحتيال. وإذا كانت لديك أسئلة حول هذه الشروط، فتواصل معنا عبر صفحة "تواصل معنا".',
        },
      },
    ],
  },
];
