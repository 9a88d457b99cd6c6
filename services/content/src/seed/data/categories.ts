import type { SeedCategory } from '../seed-types';

/**
 * Top-level help categories with their subcategories, per-minute rates
 * (US cents, applied to calls of 3 minutes or more) and pre-call guidelines.
 * Order matters: it is the display order on the home and category pages.
 */
export const seedCategories: SeedCategory[] = [
  {
    slug: 'basic-tech-troubleshooting',
    name: {
      en: 'Basic Tech Troubleshooting',
      ar: 'حل المشكلات التقنية الأساسية',
    },
    description: {
      en: "Stuck with a slow laptop, a phone that won't sync or Wi-Fi that keeps dropping? A friendly tech helper will walk you through the fix, one step at a time.",
      ar: 'هل تواجه حاسوبًا بطيئًا، أو هاتفًا لا يُزامن بياناته، أو شبكة واي فاي تنقطع باستمرار؟ سيرشدك مساعد تقني ودود إلى الحل خطوة بخطوة.',
    },
    icon: 'laptop',
    rateCentsPerMinute: 45,
    guidelines: [
      {
        en: 'Charge your device, or keep it plugged in, before the call starts.',
        ar: 'اشحن جهازك أو أبقِه موصولًا بالشاحن قبل بدء المكالمة.',
      },
      {
        en: 'Find a spot with a stable Wi-Fi or mobile data connection.',
        ar: 'اختر مكانًا فيه اتصال ثابت بشبكة الواي فاي أو بيانات الجوال.',
      },
      {
        en: "Have the device's make and model number ready. You'll usually find them on a sticker or in Settings.",
        ar: 'جهّز اسم الشركة المصنّعة للجهاز ورقم طرازه، وتجدهما عادةً على ملصق في الجهاز أو في الإعدادات.',
      },
      {
        en: 'Write down any error message exactly as it appears, or take a screenshot of it.',
        ar: 'دوّن أي رسالة خطأ كما تظهر تمامًا، أو التقط لقطة شاشة لها.',
      },
      {
        en: 'Keep your passwords handy, but never read them aloud or share them with your helper.',
        ar: 'احتفظ بكلمات المرور في متناول يدك، لكن لا تقرأها بصوت عالٍ ولا تشاركها مع المساعد أبدًا.',
      },
      {
        en: 'If you can, back up important files before making any changes.',
        ar: 'إن أمكن، احفظ نسخة احتياطية من ملفاتك المهمة قبل إجراء أي تغييرات.',
      },
    ],
    subcategories: [
      {
        slug: 'computers-laptops',
        name: {
          en: 'Computers & Laptops',
          ar: 'أجهزة الكمبيوتر والحواسيب المحمولة',
        },
        description: {
          en: 'Get help with slow startups, software installs, updates, viruses and everyday Windows or macOS problems.',
          ar: 'احصل على المساعدة في بطء التشغيل وتثبيت البرامج والتحديثات والفيروسات ومشكلات ويندوز أو ماك أو إس اليومية.',
        },
        icon: 'monitor',
        rateCentsPerMinute: 45,
        guidelines: [
          {
            en: 'Open Helpwire on the computer itself so you can share your screen.',
            ar: 'افتح Helpwire على الكمبيوتر نفسه حتى تتمكن من مشاركة شاشتك.',
          },
          {
            en: "Save your open work and close any programs you don't need.",
            ar: 'احفظ أعمالك المفتوحة وأغلق البرامج التي لا تحتاج إليها.',
          },
          {
            en: 'Note your operating system and version, for example Windows 11 or macOS Sonoma.',
            ar: 'دوّن نظام التشغيل وإصداره، مثل ويندوز 11 أو ماك أو إس سونوما.',
          },
        ],
      },
      {
        slug: 'phones-tablets',
        name: {
          en: 'Phones & Tablets',
          ar: 'الهواتف والأجهزة اللوحية',
        },
        description: {
          en: 'Set up a new phone, move your contacts and photos, fix app problems or free up storage space.',
          ar: 'جهّز هاتفك الجديد للاستخدام، وانقل جهات الاتصال والصور، وأصلح مشكلات التطبيقات، أو وفّر مساحة في ذاكرة التخزين.',
        },
        icon: 'smartphone',
        rateCentsPerMinute: 40,
        guidelines: [
          {
            en: "If the problem is on the phone you're calling from, use screen sharing or join from a second device.",
            ar: 'إذا كانت المشكلة في الهاتف الذي تتصل منه، فاستخدم مشاركة الشاشة أو انضم إلى المكالمة من جهاز آخر.',
          },
          {
            en: 'Make sure you know the email and password for your Apple ID or Google account.',
            ar: 'تأكد من معرفتك للبريد الإلكتروني وكلمة المرور الخاصين بحساب Apple ID أو حساب Google.',
          },
          {
            en: 'Keep at least 30% battery, or stay close to a charger.',
            ar: 'احرص على ألا تقل البطارية عن 30%، أو ابقَ قريبًا من الشاحن.',
          },
        ],
      },
      {
        slug: 'home-wifi-networking',
        name: {
          en: 'Home Wi-Fi & Networking',
          ar: 'شبكة الواي فاي المنزلية والشبكات',
        },
        description: {
          en: 'Fix dropped connections and slow speeds, set up a new router, or extend Wi-Fi coverage around your home.',
          ar: 'عالج انقطاع الاتصال وبطء السرعة، واضبط جهاز الراوتر الجديد، أو وسّع تغطية الواي فاي في أرجاء منزلك.',
        },
        icon: 'wifi',
        rateCentsPerMinute: 50,
        guidelines: [
          {
            en: 'If your Wi-Fi is down, join the call using mobile data.',
            ar: 'إذا كانت شبكة الواي فاي لا تعمل، فانضم إلى المكالمة باستخدام بيانات الجوال.',
          },
          {
            en: 'Make sure you can reach your router and modem, and check the labels on them.',
            ar: 'تأكد من أنك تستطيع الوصول إلى جهاز الراوتر والمودم، واطّلع على الملصقات الموجودة عليهما.',
          },
          {
            en: "Keep your internet provider's account details nearby.",
            ar: 'احتفظ ببيانات حسابك لدى مزوّد خدمة الإنترنت بالقرب منك.',
          },
        ],
      },
      {
        slug: 'printers-smart-devices',
        name: {
          en: 'Printers & Smart Devices',
          ar: 'الطابعات والأجهزة الذكية',
        },
        description: {
          en: 'Connect printers, smart speakers, TVs, cameras and other smart home gadgets, and get them working together.',
          ar: 'وصّل الطابعات ومكبرات الصوت الذكية وأجهزة التلفاز والكاميرات وغيرها من أجهزة المنزل الذكي، واجعلها تعمل معًا بسلاسة.',
        },
        icon: 'printer',
        rateCentsPerMinute: 45,
        guidelines: [
          {
            en: "Keep the device switched on and where your phone's camera can see it.",
            ar: 'أبقِ الجهاز قيد التشغيل وفي مكان تستطيع كاميرا هاتفك رؤيته.',
          },
          {
            en: 'Have the model number ready and, if possible, the manual or the original box.',
            ar: 'جهّز رقم الطراز، واحتفظ بدليل الاستخدام أو العلبة الأصلية بالقرب منك إن أمكن.',
          },
          {
            en: 'Note which app the device uses, if any.',
            ar: 'دوّن اسم التطبيق الذي يعمل به الجهاز، إن وُجد.',
          },
        ],
      },
    ],
  },
  {
    slug: 'diy-repairs',
    name: {
      en: 'DIY Repairs',
      ar: 'الإصلاحات المنزلية بنفسك',
    },
    description: {
      en: "Fix it yourself with a skilled helper guiding you through every step, from a dripping tap to a wobbly shelf. Point your camera at the problem and we'll take it from there.",
      ar: 'أصلح الأعطال بنفسك بينما يرشدك مساعد متمرّس في كل خطوة، من صنبور يقطر إلى رفّ غير ثابت. وجّه الكاميرا نحو المشكلة ودَع الباقي علينا.',
    },
    icon: 'hammer',
    rateCentsPerMinute: 50,
    guidelines: [
      {
        en: 'Use a video call so your helper can see the problem clearly.',
        ar: 'استخدم مكالمة فيديو حتى يرى المساعد المشكلة بوضوح.',
      },
      {
        en: "Turn off the power or water supply to the area, if it's safe to do so.",
        ar: 'افصل الكهرباء أو أغلق مصدر المياه عن المكان إن كان ذلك آمنًا.',
      },
      {
        en: 'Gather basic tools nearby: screwdrivers, pliers, a tape measure and a flashlight.',
        ar: 'اجمع الأدوات الأساسية بالقرب منك: مفكات براغٍ وكمّاشة وشريط قياس ومصباح يدوي.',
      },
      {
        en: 'Make sure the area is well lit, or have a second light source ready.',
        ar: 'تأكد من أن المكان مضاء جيدًا، أو جهّز مصدر إضاءة إضافيًا.',
      },
      {
        en: "Wear gloves and safety glasses if you'll be cutting, drilling or handling chemicals.",
        ar: 'ارتدِ القفازات ونظارات الوقاية إذا كنت ستقطع أو تثقب أو تتعامل مع مواد كيميائية.',
      },
      {
        en: 'If you smell gas, see sparks or notice water near electricity, stop and contact emergency services or a licensed professional first.',
        ar: 'إذا شممت رائحة غاز أو رأيت شرارات أو لاحظت وجود ماء قرب الكهرباء، فتوقف واتصل أولًا بخدمات الطوارئ أو بفنّي مرخّص.',
      },
    ],
    subcategories: [
      {
        slug: 'plumbing',
        name: {
          en: 'Plumbing',
          ar: 'السباكة',
        },
        description: {
          en: 'Fix leaking taps, running toilets, clogged drains and drips under the sink.',
          ar: 'أصلح الصنابير المسرّبة وخزانات المراحيض التي لا يتوقف تدفقها والمصارف المسدودة والتسريبات تحت الحوض.',
        },
        icon: 'droplets',
        rateCentsPerMinute: 50,
        guidelines: [
          {
            en: 'Find the shut-off valve for the fixture, or your main water valve, before the call.',
            ar: 'حدّد مكان محبس المياه الخاص بالقطعة المراد إصلاحها، أو المحبس الرئيسي للمنزل، قبل المكالمة.',
          },
          {
            en: 'Keep a bucket and some old towels close by.',
            ar: 'احتفظ بدلو وبعض المناشف القديمة بالقرب منك.',
          },
        ],
      },
      {
        slug: 'electrical-lighting',
        name: {
          en: 'Electrical & Lighting',
          ar: 'الكهرباء والإضاءة',
        },
        description: {
          en: 'Safely replace light fittings, switches and plugs, and track down a tripped breaker.',
          ar: 'استبدل وحدات الإنارة والمفاتيح والمقابس بأمان، واعثر على القاطع الكهربائي الذي فصل.',
        },
        icon: 'lightbulb',
        rateCentsPerMinute: 55,
        guidelines: [
          {
            en: 'Know where your breaker panel or fuse box is.',
            ar: 'اعرف مكان لوحة القواطع الكهربائية أو علبة المصهرات في منزلك.',
          },
          {
            en: "Switch off the circuit before touching any wiring, and confirm it's off with a voltage tester if you have one.",
            ar: 'افصل الدائرة الكهربائية قبل لمس أي أسلاك، وتأكد من فصلها باستخدام فاحص الجهد إن كان لديك واحد.',
          },
          {
            en: "Your helper will stop the session if a job isn't safe to do yourself.",
            ar: 'سيوقف المساعد الجلسة إذا كان العمل غير آمن لتنفّذه بنفسك.',
          },
        ],
      },
      {
        slug: 'home-appliances',
        name: {
          en: 'Home Appliances',
          ar: 'الأجهزة المنزلية',
        },
        description: {
          en: 'Troubleshoot washing machines, dryers, fridges, dishwashers and ovens before you pay for a technician.',
          ar: 'شخّص أعطال الغسالات والمجففات والثلاجات وغسالات الصحون والأفران قبل أن تدفع أجرة فنّي.',
        },
        icon: 'washing-machine',
        rateCentsPerMinute: 50,
        guidelines: [
          {
            en: 'Find the model and serial number, usually on a label inside the door or on the back.',
            ar: 'ابحث عن رقم الطراز والرقم التسلسلي، وتجدهما عادةً على ملصق داخل الباب أو في الخلف.',
          },
          {
            en: 'Note any error code shown on the display.',
            ar: 'دوّن أي رمز خطأ يظهر على الشاشة.',
          },
          {
            en: 'Unplug the appliance before opening any panel.',
            ar: 'افصل الجهاز عن الكهرباء قبل فتح أي غطاء.',
          },
        ],
      },
      {
        slug: 'furniture-assembly',
        name: {
          en: 'Furniture & Assembly',
          ar: 'الأثاث والتركيب',
        },
        description: {
          en: 'Assemble flat-pack furniture, mount shelves and TVs, and fix doors and drawers that stick.',
          ar: 'ركّب الأثاث الجاهز للتجميع، وثبّت الرفوف وأجهزة التلفاز على الجدار، وأصلح الأبواب والأدراج العالقة.',
        },
        icon: 'sofa',
        rateCentsPerMinute: 40,
        guidelines: [
          {
            en: 'Lay out all the parts and fittings and check them against the instructions.',
            ar: 'افرد جميع القطع والمسامير وطابقها مع قائمة المحتويات في دليل التركيب.',
          },
          {
            en: 'Have the assembly manual on hand, or the product code so your helper can find it.',
            ar: 'جهّز دليل التركيب، أو رمز المنتج حتى يتمكن المساعد من العثور عليه.',
          },
          {
            en: "If you're mounting something, find out what your wall is made of: drywall, brick or concrete.",
            ar: 'إذا كنت ستثبّت شيئًا على الجدار، فاعرف مادة الجدار: ألواح جبسية أم طوب أم خرسانة.',
          },
        ],
      },
    ],
  },
  {
    slug: 'car-maintenance',
    name: {
      en: 'Car Maintenance',
      ar: 'صيانة السيارات',
    },
    description: {
      en: 'Understand warning lights, handle simple maintenance jobs and find out what is wrong before you visit a garage, with an experienced mechanic on the line.',
      ar: 'افهم أضواء التحذير، وأنجِز أعمال الصيانة البسيطة، واعرف سبب العطل قبل زيارة الورشة، مع ميكانيكي متمرّس على الخط.',
    },
    icon: 'car',
    rateCentsPerMinute: 55,
    guidelines: [
      {
        en: 'Park somewhere safe and level, away from traffic. Apply the parking brake and switch off the engine unless your helper asks otherwise.',
        ar: 'أوقف سيارتك في مكان آمن ومستوٍ بعيدًا عن حركة المرور، وارفع فرامل اليد، وأطفئ المحرك ما لم يطلب منك المساعد غير ذلك.',
      },
      {
        en: "Have your car's make, model, year and engine size ready. Your registration or owner's manual will help.",
        ar: 'جهّز اسم الشركة المصنّعة للسيارة وطرازها وسنة صنعها وسعة محركها، وستفيدك في ذلك رخصة السيارة أو دليل المالك.',
      },
      {
        en: 'Let the engine cool down before opening the hood or touching any parts.',
        ar: 'اترك المحرك يبرد قبل فتح غطائه أو لمس أي جزء منه.',
      },
      {
        en: 'Charge your phone and bring a flashlight for looking under the hood or beneath the car.',
        ar: 'اشحن هاتفك واصطحب مصباحًا يدويًا لتفحّص ما تحت غطاء المحرك أو أسفل السيارة.',
      },
      {
        en: 'Note when the problem happens (on a cold start, when braking, at speed) and any unusual sounds or smells.',
        ar: 'دوّن متى تحدث المشكلة (عند التشغيل والمحرك بارد، أو عند الكبح، أو على السرعات العالية) وأي أصوات أو روائح غير معتادة.',
      },
      {
        en: 'Never get under a car that is held up only by a jack.',
        ar: 'لا تدخل أبدًا تحت سيارة مرفوعة بالرافعة وحدها.',
      },
    ],
    subcategories: [
      {
        slug: 'warning-lights-diagnostics',
        name: {
          en: 'Warning Lights & Diagnostics',
          ar: 'أضواء التحذير والتشخيص',
        },
        description: {
          en: "Find out what a dashboard light means, how urgent it is and whether it's safe to keep driving.",
          ar: 'اعرف معنى الضوء الذي ظهر على لوحة العدادات، ومدى خطورته، وهل من الآمن مواصلة القيادة.',
        },
        icon: 'gauge',
        rateCentsPerMinute: 55,
        guidelines: [
          {
            en: 'Take a photo of the dashboard while the warning light is on.',
            ar: 'التقط صورة للوحة العدادات والضوء التحذيري مضاء.',
          },
          {
            en: 'If you have an OBD-II code reader, plug it in and note the codes it shows.',
            ar: 'إذا كان لديك جهاز قراءة أعطال OBD-II، فوصّله ودوّن الرموز التي يعرضها.',
          },
        ],
      },
      {
        slug: 'fluids-routine-care',
        name: {
          en: 'Fluids & Routine Care',
          ar: 'السوائل والعناية الدورية',
        },
        description: {
          en: 'Check and top up oil, coolant, brake and washer fluid, and replace wiper blades, bulbs and air filters.',
          ar: 'افحص مستويات الزيت وسائل التبريد وسائل الفرامل وماء المساحات وأكملها، واستبدل شفرات المساحات والمصابيح وفلاتر الهواء.',
        },
        icon: 'fuel',
        rateCentsPerMinute: 45,
        guidelines: [
          {
            en: 'Check fluid levels with the engine off and cool, on level ground.',
            ar: 'افحص مستويات السوائل والمحرك مطفأ وبارد والسيارة على أرض مستوية.',
          },
          {
            en: "Look up the right fluid types in your owner's manual before buying anything.",
            ar: 'ابحث في دليل المالك عن أنواع السوائل المناسبة قبل شراء أي شيء.',
          },
        ],
      },
      {
        slug: 'tires-brakes',
        name: {
          en: 'Tires & Brakes',
          ar: 'الإطارات والمكابح',
        },
        description: {
          en: 'Change a flat tire, check tire pressure and tread, and recognize the signs of worn brakes.',
          ar: 'غيّر الإطار المثقوب، وافحص ضغط الإطارات وعمق النقشة، وتعرّف على علامات تآكل المكابح.',
        },
        icon: 'circle-dot',
        rateCentsPerMinute: 55,
        guidelines: [
          {
            en: 'Find your spare tire, jack and wheel wrench before the call.',
            ar: 'حدّد مكان الإطار الاحتياطي والرافعة ومفتاح العجلات قبل المكالمة.',
          },
          {
            en: "Turn on your hazard lights if you're at the roadside.",
            ar: 'شغّل أضواء التحذير الرباعية إذا كنت على جانب الطريق.',
          },
          {
            en: 'A tire pressure gauge will make the call quicker.',
            ar: 'وجود مقياس لضغط الإطارات سيجعل المكالمة أسرع.',
          },
        ],
      },
      {
        slug: 'battery-electrical',
        name: {
          en: 'Battery & Electrical',
          ar: 'البطارية والأنظمة الكهربائية',
        },
        description: {
          en: 'Jump-start a flat battery, clean corroded terminals and track down a blown fuse.',
          ar: 'شغّل سيارتك بكابلات التوصيل عند نفاد شحن البطارية، ونظّف أقطابها من الصدأ، واعثر على المصهر التالف.',
        },
        icon: 'battery-charging',
        rateCentsPerMinute: 50,
        guidelines: [
          {
            en: 'Have jumper cables or a portable jump starter ready if you have them.',
            ar: 'جهّز كابلات التوصيل أو جهاز التشغيل المحمول إن كان لديك أيٌّ منهما.',
          },
          {
            en: 'Take off metal jewelry before working near the battery.',
            ar: 'انزع الحُليّ المعدنية قبل العمل بالقرب من البطارية.',
          },
          {
            en: "Find the fuse box diagram in your owner's manual.",
            ar: 'ابحث عن مخطط علبة المصهرات في دليل المالك.',
          },
        ],
      },
    ],
  },
  {
    slug: 'education',
    name: {
      en: 'Education',
      ar: 'التعليم',
    },
    description: {
      en: 'Live, one-on-one help with homework, exam prep and new skills from patient tutors who explain things step by step.',
      ar: 'مساعدة مباشرة وفردية في الواجبات والاستعداد للاختبارات وتعلّم مهارات جديدة، مع معلّمين صبورين يشرحون كل شيء خطوة بخطوة.',
    },
    icon: 'graduation-cap',
    rateCentsPerMinute: 65,
    guidelines: [
      {
        en: 'Have your textbook, worksheet or assignment open and ready to share.',
        ar: 'اجعل كتابك المدرسي أو ورقة العمل أو الواجب مفتوحًا وجاهزًا للمشاركة.',
      },
      {
        en: 'Write down the questions or topics you want to cover.',
        ar: 'اكتب الأسئلة أو الموضوعات التي تريد تغطيتها.',
      },
      {
        en: 'Find a quiet spot, and use headphones if you can.',
        ar: 'اختر مكانًا هادئًا، واستخدم سماعات الرأس إن أمكن.',
      },
      {
        en: 'Keep a pen and paper nearby so you can work through problems yourself.',
        ar: 'احتفظ بقلم وورقة بالقرب منك لتحلّ المسائل بنفسك.',
      },
      {
        en: 'Parents and guardians: please stay nearby while a child is in a session.',
        ar: 'أولياء الأمور: يُرجى البقاء بالقرب من الطفل طوال مدة جلسته.',
      },
    ],
    subcategories: [
      {
        slug: 'math-science',
        name: {
          en: 'Math & Science',
          ar: 'الرياضيات والعلوم',
        },
        description: {
          en: 'Work through algebra, geometry, calculus, physics, chemistry and biology problems until they finally make sense.',
          ar: 'حُلّ مسائل الجبر والهندسة والتفاضل والتكامل والفيزياء والكيمياء والأحياء حتى تتضح لك تمامًا.',
        },
        icon: 'calculator',
        rateCentsPerMinute: 65,
        guidelines: [
          {
            en: 'Have the exact problem ready to show on camera or share on screen.',
            ar: 'جهّز نص المسألة كما هو لتعرضه أمام الكاميرا أو تشاركه على الشاشة.',
          },
          {
            en: "Show your helper what you've already tried, even if it's wrong.",
            ar: 'اعرض على المساعد ما جرّبته من حلول، حتى لو كان خاطئًا.',
          },
        ],
      },
      {
        slug: 'languages-writing',
        name: {
          en: 'Languages & Writing',
          ar: 'اللغات والكتابة',
        },
        description: {
          en: 'Practice conversation, polish your grammar and get feedback on essays, CVs and cover letters.',
          ar: 'تدرّب على المحادثة، وحسّن قواعدك اللغوية، واحصل على ملاحظات حول مقالاتك وسيرتك الذاتية وخطابات التقديم.',
        },
        icon: 'book-open',
        rateCentsPerMinute: 60,
        guidelines: [
          {
            en: 'Have your draft open in a document you can share.',
            ar: 'افتح مسودتك في مستند يمكنك مشاركته.',
          },
          {
            en: 'Tell your helper your current level and your goal, such as an exam, travel or work.',
            ar: 'أخبر المساعد بمستواك الحالي وهدفك، كالاستعداد لاختبار أو للسفر أو للعمل.',
          },
        ],
      },
      {
        slug: 'exam-preparation',
        name: {
          en: 'Exam Preparation',
          ar: 'الاستعداد للاختبارات',
        },
        description: {
          en: 'Review key topics, practice past papers and build a study plan for school exams and tests such as IELTS, TOEFL or SAT.',
          ar: 'راجع الموضوعات الأساسية، وتدرّب على نماذج الاختبارات السابقة، وضع خطة مذاكرة للاختبارات المدرسية واختبارات مثل IELTS وTOEFL وSAT.',
        },
        icon: 'clipboard-check',
        rateCentsPerMinute: 70,
        guidelines: [
          {
            en: 'Know your exam date and have the syllabus or topic list at hand.',
            ar: 'اعرف موعد اختبارك، واحتفظ بالمنهج أو قائمة الموضوعات في متناول يدك.',
          },
          {
            en: 'Have one or two past papers or practice questions ready.',
            ar: 'جهّز نموذجًا أو نموذجين من الاختبارات السابقة أو أسئلة التدريب.',
          },
        ],
      },
      {
        slug: 'digital-skills',
        name: {
          en: 'Digital & Computer Skills',
          ar: 'المهارات الرقمية والحاسوبية',
        },
        description: {
          en: 'Learn spreadsheets, documents, presentations, online safety or your first lines of code, at your own pace.',
          ar: 'تعلّم جداول البيانات والمستندات والعروض التقديمية والأمان على الإنترنت، أو اكتب أولى أسطرك البرمجية، بالوتيرة التي تناسبك.',
        },
        icon: 'code',
        rateCentsPerMinute: 60,
        guidelines: [
          {
            en: 'Have the software you want to learn installed and open.',
            ar: 'ثبّت البرنامج الذي تريد تعلّمه وافتحه مسبقًا.',
          },
          {
            en: 'Be ready to share your screen so your helper can follow along.',
            ar: 'كن مستعدًا لمشاركة شاشتك حتى يتابع المساعد ما تفعله.',
          },
        ],
      },
    ],
  },
  {
    slug: 'live-translation',
    name: {
      en: 'Live Translation',
      ar: 'الترجمة الفورية',
    },
    description: {
      en: 'A fluent interpreter joins your call in real time, so you can talk with a doctor, landlord, official or anyone else without a language barrier.',
      ar: 'ينضم مترجم متمكّن إلى مكالمتك في الوقت الفعلي، لتتحدث مع طبيب أو مالك عقار أو موظف رسمي أو أي شخص آخر دون أن تقف اللغة عائقًا.',
    },
    icon: 'languages',
    rateCentsPerMinute: 75,
    guidelines: [
      {
        en: "Choose both languages, yours and the other person's, when you start your request.",
        ar: 'حدّد اللغتين، لغتك ولغة الطرف الآخر، عند بدء طلبك.',
      },
      {
        en: "Give your helper the context in a sentence or two: who you're speaking with and why.",
        ar: 'اشرح للمساعد السياق في جملة أو جملتين: مع من ستتحدث ولماذا.',
      },
      {
        en: 'Have ready any names, reference numbers and documents you may need to read from.',
        ar: 'جهّز الأسماء والأرقام المرجعية والمستندات التي قد تحتاج إلى القراءة منها.',
      },
      {
        en: 'Use speakerphone or a second device so everyone can hear clearly, and keep background noise down.',
        ar: 'استخدم مكبّر الصوت أو جهازًا ثانيًا ليسمع الجميع بوضوح، وقلّل الضوضاء من حولك.',
      },
      {
        en: 'Speak in short sentences and pause often so your interpreter can keep up.',
        ar: 'تحدّث بجمل قصيرة وتوقّف كثيرًا ليتمكن المترجم من مجاراتك.',
      },
    ],
    subcategories: [
      {
        slug: 'medical-healthcare',
        name: {
          en: 'Medical & Healthcare',
          ar: 'المواعيد الطبية والرعاية الصحية',
        },
        description: {
          en: 'Understand your doctor, pharmacist or insurer, and make sure they understand you too.',
          ar: 'افهم ما يقوله طبيبك أو الصيدلي أو شركة التأمين، وتأكد من أنهم يفهمونك أيضًا.',
        },
        icon: 'stethoscope',
        rateCentsPerMinute: 85,
        guidelines: [
          {
            en: 'Have a list of your symptoms, medicines and allergies ready.',
            ar: 'جهّز قائمة بالأعراض التي تشعر بها والأدوية التي تتناولها وأي حساسية لديك.',
          },
          {
            en: 'Let the clinic know that an interpreter will be joining by phone.',
            ar: 'أبلغ العيادة بأن مترجمًا سينضم إلى الموعد عبر الهاتف.',
          },
          {
            en: 'In an emergency, call your local emergency number first.',
            ar: 'في حالات الطوارئ، اتصل أولًا برقم الطوارئ المحلي.',
          },
        ],
      },
      {
        slug: 'government-official',
        name: {
          en: 'Government & Official Matters',
          ar: 'المعاملات الحكومية والرسمية',
        },
        description: {
          en: 'Get through calls and appointments with government offices, banks, landlords and schools with confidence.',
          ar: 'أنجز مكالماتك ومواعيدك مع الجهات الحكومية والبنوك وملاك العقارات والمدارس بثقة.',
        },
        icon: 'landmark',
        rateCentsPerMinute: 80,
        guidelines: [
          {
            en: "Keep your ID, application or case number and any letters you've received nearby.",
            ar: 'احتفظ بهويتك ورقم الطلب أو المعاملة وأي خطابات وصلتك بالقرب منك.',
          },
          {
            en: "Interpreters translate faithfully, but they can't give legal or financial advice.",
            ar: 'يترجم المترجمون بأمانة، لكنهم لا يقدّمون استشارات قانونية أو مالية.',
          },
        ],
      },
      {
        slug: 'travel-everyday',
        name: {
          en: 'Travel & Everyday Conversations',
          ar: 'السفر والمحادثات اليومية',
        },
        description: {
          en: 'Order food, ask for directions, check in at a hotel or chat with new neighbors, without the stress.',
          ar: 'اطلب طعامك، واسأل عن الاتجاهات، وسجّل وصولك في الفندق، أو تحدّث مع جيرانك الجدد دون توتر.',
        },
        icon: 'plane',
        rateCentsPerMinute: 70,
        guidelines: [
          {
            en: 'Use headphones with a microphone in noisy places.',
            ar: 'استخدم سماعات مزوّدة بميكروفون في الأماكن المزدحمة.',
          },
          {
            en: 'Hold your phone so the other person can hear the interpreter clearly.',
            ar: 'أمسك هاتفك بحيث يسمع الطرف الآخر صوت المترجم بوضوح.',
          },
        ],
      },
      {
        slug: 'business-work',
        name: {
          en: 'Business & Work',
          ar: 'الأعمال والعمل',
        },
        description: {
          en: 'Interpretation for meetings, job interviews, customer calls and negotiations.',
          ar: 'ترجمة فورية للاجتماعات ومقابلات العمل ومكالمات العملاء والمفاوضات.',
        },
        icon: 'briefcase',
        rateCentsPerMinute: 85,
        guidelines: [
          {
            en: 'Share the agenda and any key terms with your helper at the start of the call.',
            ar: 'شارك جدول الأعمال وأي مصطلحات أساسية مع المساعد في بداية المكالمة.',
          },
          {
            en: 'Let the other participants know that an interpreter is present.',
            ar: 'أبلغ المشاركين الآخرين بوجود مترجم في المكالمة.',
          },
        ],
      },
    ],
  },
];
