import type { Dictionary } from '../i18n.ts';

/** Arabic text of the portal: registration (mirrors en/registration.ts). */
export const registration: Dictionary = {
  'registration.title': 'سجّل وكالتك',
  'registration.intro':
    'افتح حساب وكيل في TripSetu. جهّز بطاقة PAN، وشهادة GST إن كانت وكالتك مسجّلة في ضريبة السلع والخدمات.',
  'registration.alreadyRegistered': 'مسجّل من قبل؟',
  'registration.signIn': 'تسجيل الدخول',
  'registration.progress': 'خطوات التسجيل',
  'registration.stepOf': 'الخطوة {number} من {total}',
  'registration.stepDone': 'مكتملة',
  'registration.step.personal': 'البيانات الشخصية',
  'registration.step.company': 'بيانات الشركة',
  'registration.step.gst': 'بيانات GST',
  'registration.step.documents': 'المستندات',
  'registration.step.verify': 'التحقق برمز OTP',

  'registration.select': 'اختر',
  'registration.selectStateFirst': 'اختر الولاية أولًا',
  'registration.salutation': 'اللقب',
  'registration.firstName': 'الاسم الأول',
  'registration.lastName': 'اسم العائلة',
  'registration.email': 'البريد الإلكتروني للتواصل',
  'registration.emailHint': 'يصبح هذا اسم المستخدم الخاص بك. لتغييره لاحقًا عليك التواصل مع TripSetu.',
  'registration.mobile': 'رقم الجوال',
  'registration.mobileHint': '10 أرقام، دون ‎+91 أو صفر في البداية.',

  'registration.category': 'فئة المستخدم',
  'registration.companyName': 'اسم الشركة',
  'registration.panName': 'الاسم في بطاقة PAN',
  'registration.panNameHint': 'الاسم كما هو مطبوع تمامًا على بطاقة PAN.',
  'registration.panNumber': 'رقم PAN',
  'registration.panNumberHint': 'عشرة أحرف، مثل ABCPK1234D.',
  'registration.transactionFee': 'رسوم المعاملة',
  'registration.transactionFeeNote': 'يستغرق تفعيل رسوم المعاملة {hours} ساعة بعد التسجيل.',
  'registration.address1': 'العنوان 1',
  'registration.address2': 'العنوان 2',
  'registration.pincode': 'الرمز البريدي',
  'registration.country': 'الدولة',
  'registration.state': 'الولاية',
  'registration.city': 'المدينة',
  'registration.contactNumber': 'رقم التواصل',
  'registration.contactNumberHint': 'هاتف المكتب الأرضي مع رمز المنطقة، أو رقم جوال.',

  'registration.gstIntro':
    'بيانات GST اختيارية. إذا أدخلت أيًّا منها فيلزم إدخال اسم الحامل والرقم والبريد الإلكتروني والعنوان والهاتف، وكذلك مستند GST.',
  'registration.gstHolder': 'حامل GST',
  'registration.gstNumber': 'رقم GST',
  'registration.gstNumberHint': 'رقم GSTIN المكوّن من 15 حرفًا، مثل 29ABCPK1234D1Z5.',
  'registration.gstEmail': 'البريد الإلكتروني لـ GST',
  'registration.gstAddress': 'عنوان GST',
  'registration.gstPhone': 'هاتف GST',
  'registration.gstCompany': 'شركة GST',

  'registration.documentsIntro':
    'ارفع نسخة ممسوحة ضوئيًا أو صورة واضحة لكل مستند: jpeg أو jpg أو png أو pdf أو docx، بحد أقصى 4 MB لكل ملف.',
  'registration.panDocument': 'مستند PAN',
  'registration.gstDocument': 'مستند GST',
  'registration.gstDocumentOptional': 'مطلوب فقط إذا أدخلت بيانات GST.',
  'registration.fileChosen': 'تم اختيار: {name} ({size})',

  'registration.back': 'السابق',
  'registration.next': 'التالي',
  'registration.submit': 'إرسال التسجيل',
  'registration.failedTitle': 'لم يتم إرسال التسجيل',

  'registration.verify.intro':
    'أرسلنا رمز OTP إلى {email} ورمزًا آخر إلى {mobile}. تحقّق من الرمزين لإرسال طلبك للموافقة.',
  'registration.verify.validity':
    'كل رمز صالح لمدة {minutes} دقيقة؛ وإذا انتهت صلاحية أحدهما فاختر إعادة الإرسال للحصول على رمز جديد. يمكنك إكمال هذا التسجيل في هذا المتصفح حتى {time}.',
  'registration.resume.title': 'أكمل تسجيلك',
  'registration.resume.body':
    'تسجيلك بانتظار رمزي OTP المرسلين إلى {email} و{mobile}. يمكنك إكماله حتى {time}، أو البدء من جديد.',
  'registration.resume.continue': 'متابعة التسجيل',
  'registration.resume.startAgain': 'البدء من جديد',
  'registration.emailOtp': 'رمز OTP للبريد الإلكتروني',
  'registration.mobileOtp': 'رمز OTP للجوال',
  'registration.verifyEmail': 'تحقّق من رمز البريد الإلكتروني',
  'registration.verifyMobile': 'تحقّق من رمز الجوال',
  'registration.resendEmail': 'إعادة إرسال رمز البريد الإلكتروني',
  'registration.resendMobile': 'إعادة إرسال رمز الجوال',
  'registration.verified': 'تم التحقق',

  'registration.submittedTitle': 'تم إرسال الطلب',
  'registration.nextSteps':
    'يراجع فريقنا مستندات PAN وGST، عادةً خلال يوم عمل واحد. بعد الموافقة يصلك رمز وكالتك ورابط لتعيين كلمة المرور.',
  'registration.goToSignIn': 'الذهاب إلى تسجيل الدخول',
};
