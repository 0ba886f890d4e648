/** English text of the portal: registration. Keys are prefixed with 'registration.'; i18n/en.ts joins every section into one dictionary. */
export const registration = {
  'registration.title': 'Register your agency',
  'registration.intro':
    'Open a TripSetu agent account. Keep your PAN card and, if your agency is registered for GST, your GST certificate at hand.',
  'registration.alreadyRegistered': 'Already registered?',
  'registration.signIn': 'Sign in',
  'registration.progress': 'Registration steps',
  'registration.stepOf': 'Step {number} of {total}',
  'registration.stepDone': 'completed',
  'registration.step.personal': 'Personal details',
  'registration.step.company': 'Company details',
  'registration.step.gst': 'GST details',
  'registration.step.documents': 'Documents',
  'registration.step.verify': 'OTP verification',

  'registration.select': 'Select',
  'registration.selectStateFirst': 'Select a state first',
  'registration.salutation': 'Salutation',
  'registration.firstName': 'First name',
  'registration.lastName': 'Last name',
  'registration.email': 'Contact e-mail',
  'registration.emailHint': 'This becomes your user id. To change it later you will need to contact TripSetu.',
  'registration.mobile': 'Mobile number',
  'registration.mobileHint': '10 digits, without +91 or a leading 0.',

  'registration.category': 'User category',
  'registration.companyName': 'Company name',
  'registration.panName': 'PAN name',
  'registration.panNameHint': 'The name exactly as printed on the PAN card.',
  'registration.panNumber': 'PAN number',
  'registration.panNumberHint': 'Ten characters, for example ABCPK1234D.',
  'registration.transactionFee': 'Transaction fee',
  'registration.transactionFeeNote': 'Transaction fee activation takes {hours} hours after registration.',
  'registration.address1': 'Address 1',
  'registration.address2': 'Address 2',
  'registration.pincode': 'Pincode',
  'registration.country': 'Country',
  'registration.state': 'State',
  'registration.city': 'City',
  'registration.contactNumber': 'Contact number',
  'registration.contactNumberHint': 'Office landline with STD code, or a mobile number.',

  'registration.gstIntro':
    'GST details are optional. Once you give any of them, the holder, number, e-mail, address and phone are required, and so is the GST document.',
  'registration.gstHolder': 'GST holder',
  'registration.gstNumber': 'GST number',
  'registration.gstNumberHint': 'Your 15-character GSTIN, for example 29ABCPK1234D1Z5.',
  'registration.gstEmail': 'GST e-mail',
  'registration.gstAddress': 'GST address',
  'registration.gstPhone': 'GST phone',
  'registration.gstCompany': 'GST company',

  'registration.documentsIntro':
    'Upload a scan or a clear photo of each document: jpeg, jpg, png, pdf or docx, at most 4 MB each.',
  'registration.panDocument': 'PAN document',
  'registration.gstDocument': 'GST document',
  'registration.gstDocumentOptional': 'Needed only when you gave GST details.',
  'registration.fileChosen': 'Chosen: {name} ({size})',

  'registration.back': 'Back',
  'registration.next': 'Next',
  'registration.submit': 'Submit registration',
  'registration.failedTitle': 'Registration not submitted',

  'registration.verify.intro':
    'We have sent one OTP to {email} and another to {mobile}. Verify both to send your application for approval.',
  'registration.verify.validity':
    'Each OTP is valid for {minutes} minutes; if one has expired, choose Resend for a new one. You can finish this registration in this browser until {time}.',
  'registration.resume.title': 'Finish your registration',
  'registration.resume.body':
    'Your registration is waiting for the OTPs sent to {email} and {mobile}. You can finish it until {time}, or start again.',
  'registration.resume.continue': 'Continue registration',
  'registration.resume.startAgain': 'Start again',
  'registration.emailOtp': 'E-mail OTP',
  'registration.mobileOtp': 'Mobile OTP',
  'registration.verifyEmail': 'Verify e-mail OTP',
  'registration.verifyMobile': 'Verify mobile OTP',
  'registration.resendEmail': 'Resend e-mail OTP',
  'registration.resendMobile': 'Resend mobile OTP',
  'registration.verified': 'Verified',

  'registration.submittedTitle': 'Application submitted',
  'registration.nextSteps':
    'Our team checks your PAN and GST documents, usually within one working day. Once approved, you receive your agency code and a link to set your password.',
  'registration.goToSignIn': 'Go to sign in',
} as const;
