import type { Dictionary } from '../i18n.ts';

/** Hindi text of the portal: registration (mirrors en/registration.ts). */
export const registration: Dictionary = {
  'registration.title': 'अपनी एजेंसी रजिस्टर करें',
  'registration.intro':
    'TripSetu एजेंट खाता खोलें। अपना PAN कार्ड और, अगर आपकी एजेंसी GST में रजिस्टर्ड है, तो GST प्रमाणपत्र पास रखें।',
  'registration.alreadyRegistered': 'पहले से रजिस्टर्ड हैं?',
  'registration.signIn': 'साइन इन',
  'registration.progress': 'रजिस्ट्रेशन के चरण',
  'registration.stepOf': 'चरण {number} / {total}',
  'registration.stepDone': 'पूरा हुआ',
  'registration.step.personal': 'व्यक्तिगत विवरण',
  'registration.step.company': 'कंपनी का विवरण',
  'registration.step.gst': 'GST विवरण',
  'registration.step.documents': 'दस्तावेज़',
  'registration.step.verify': 'OTP सत्यापन',

  'registration.select': 'चुनें',
  'registration.selectStateFirst': 'पहले राज्य चुनें',
  'registration.salutation': 'संबोधन',
  'registration.firstName': 'पहला नाम',
  'registration.lastName': 'अंतिम नाम',
  'registration.email': 'संपर्क ई-मेल',
  'registration.emailHint': 'यही आपकी यूज़र आईडी बनेगी। बाद में इसे बदलने के लिए TripSetu से संपर्क करना होगा।',
  'registration.mobile': 'मोबाइल नंबर',
  'registration.mobileHint': '10 अंक, +91 या शुरू में 0 के बिना।',

  'registration.category': 'यूज़र श्रेणी',
  'registration.companyName': 'कंपनी का नाम',
  'registration.panName': 'PAN पर नाम',
  'registration.panNameHint': 'नाम ठीक वैसा ही जैसा PAN कार्ड पर छपा है।',
  'registration.panNumber': 'PAN नंबर',
  'registration.panNumberHint': 'दस अक्षर, जैसे ABCPK1234D।',
  'registration.transactionFee': 'ट्रांज़ैक्शन शुल्क',
  'registration.transactionFeeNote': 'ट्रांज़ैक्शन शुल्क रजिस्ट्रेशन के {hours} घंटे बाद चालू होता है।',
  'registration.address1': 'पता 1',
  'registration.address2': 'पता 2',
  'registration.pincode': 'पिनकोड',
  'registration.country': 'देश',
  'registration.state': 'राज्य',
  'registration.city': 'शहर',
  'registration.contactNumber': 'संपर्क नंबर',
  'registration.contactNumberHint': 'STD कोड सहित ऑफ़िस लैंडलाइन, या मोबाइल नंबर।',

  'registration.gstIntro':
    'GST विवरण देना ज़रूरी नहीं है। पर कोई भी विवरण देने पर धारक, नंबर, ई-मेल, पता और फ़ोन भरना ज़रूरी है, और GST दस्तावेज़ भी।',
  'registration.gstHolder': 'GST धारक',
  'registration.gstNumber': 'GST नंबर',
  'registration.gstNumberHint': 'आपका 15 अक्षरों का GSTIN, जैसे 29ABCPK1234D1Z5।',
  'registration.gstEmail': 'GST ई-मेल',
  'registration.gstAddress': 'GST पता',
  'registration.gstPhone': 'GST फ़ोन',
  'registration.gstCompany': 'GST कंपनी',

  'registration.documentsIntro':
    'हर दस्तावेज़ का स्कैन या साफ़ फ़ोटो अपलोड करें: jpeg, jpg, png, pdf या docx, हर एक अधिकतम 4 MB।',
  'registration.panDocument': 'PAN दस्तावेज़',
  'registration.gstDocument': 'GST दस्तावेज़',
  'registration.gstDocumentOptional': 'सिर्फ़ तब ज़रूरी है जब आपने GST विवरण दिया हो।',
  'registration.fileChosen': 'चुनी गई: {name} ({size})',

  'registration.back': 'पीछे',
  'registration.next': 'आगे',
  'registration.submit': 'रजिस्ट्रेशन जमा करें',
  'registration.failedTitle': 'रजिस्ट्रेशन जमा नहीं हुआ',

  'registration.verify.intro':
    'हमने एक OTP {email} पर और दूसरा {mobile} पर भेजा है। अपना आवेदन स्वीकृति के लिए भेजने को दोनों सत्यापित करें।',
  'registration.verify.validity':
    'हर OTP {minutes} मिनट तक मान्य है; कोई समाप्त हो गया हो तो नया पाने के लिए दोबारा भेजें चुनें। आप यह रजिस्ट्रेशन इस ब्राउज़र में {time} तक पूरा कर सकते हैं।',
  'registration.resume.title': 'अपना रजिस्ट्रेशन पूरा करें',
  'registration.resume.body':
    'आपका रजिस्ट्रेशन {email} और {mobile} पर भेजे गए OTP की प्रतीक्षा में है। आप इसे {time} तक पूरा कर सकते हैं, या फिर से शुरू कर सकते हैं।',
  'registration.resume.continue': 'रजिस्ट्रेशन जारी रखें',
  'registration.resume.startAgain': 'फिर से शुरू करें',
  'registration.emailOtp': 'ई-मेल OTP',
  'registration.mobileOtp': 'मोबाइल OTP',
  'registration.verifyEmail': 'ई-मेल OTP सत्यापित करें',
  'registration.verifyMobile': 'मोबाइल OTP सत्यापित करें',
  'registration.resendEmail': 'ई-मेल OTP दोबारा भेजें',
  'registration.resendMobile': 'मोबाइल OTP दोबारा भेजें',
  'registration.verified': 'सत्यापित',

  'registration.submittedTitle': 'आवेदन जमा हो गया',
  'registration.nextSteps':
    'हमारी टीम आपके PAN और GST दस्तावेज़ जाँचती है, आम तौर पर एक कार्य दिवस में। स्वीकृति के बाद आपको एजेंसी कोड और पासवर्ड रखने का लिंक मिलेगा।',
  'registration.goToSignIn': 'साइन इन पर जाएँ',
};
