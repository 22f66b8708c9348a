import { sentenceTranslator, type SentenceBook } from '@hospital/contract/bangla-sentences';
import { CONTRACT_MESSAGES_BN, ZOD_MESSAGES_BN } from '@hospital/contract/messages-bn';

/**
 * Bangla for every sentence the API answers with (its errors and the success messages of writes, which the web app
 * shows in toasts), keyed by the English exactly as the code says it; the contract's schema messages are in
 * @hospital/contract/messages-bn. A new sentence needs an entry here and nothing else: the language plugin looks
 * every answered sentence up (plugins/language.ts). Values go in braces by kind ({date}, {count}, {status}, {email},
 * {method}, {sentence}; see @hospital/contract/bangla-sentences). sentences-bn.test.ts fails when a sentence the code
 * can say has no entry here.
 *
 * Plain, everyday Bangla, the way a patient or a front-desk attendant in Dhaka would say it; loanwords people use
 * (অ্যাপয়েন্টমেন্ট, সিরিয়াল, পেমেন্ট, পাসওয়ার্ড, ইমেইল, লগইন) stay loanwords.
 */
export const API_SENTENCES_BN = {
  // plugins/errors.ts, plugins/web-app.ts, lib/app-error.ts: the answers every route can give
  'You are not authorized. Please log in.': 'অনুগ্রহ করে আগে লগইন করুন।',
  'You do not have permission to do this.': 'এই কাজটি করার অনুমতি আপনার নেই।',
  'Something went wrong on our side. Please try again.': 'আমাদের দিক থেকে একটি সমস্যা হয়েছে। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'The text contains a character that cannot be saved (such as a NUL character). Please remove it and try again.':
    'লেখায় এমন একটি অক্ষর আছে যা সেভ করা যায় না (যেমন NUL অক্ষর)। অনুগ্রহ করে সেটি মুছে আবার চেষ্টা করুন।',
  'The address of this request is not valid.': 'এই ঠিকানাটি সঠিক নয়।',
  'This route does not exist.': 'এই ঠিকানায় কিছু নেই।',
  'The request body is not valid JSON.': 'পাঠানো তথ্য সঠিক JSON নয়।',
  'The request body is empty.': 'কোনো তথ্য পাঠানো হয়নি।',
  'This content type is not supported.': 'এই ধরনের তথ্য নেওয়া হয় না।',
  'The request body is too large.': 'পাঠানো তথ্য অনেক বড়।',
  'The request body length is wrong.': 'পাঠানো তথ্যের দৈর্ঘ্য ঠিক নেই।',
  'The request could not be understood.': 'অনুরোধটি বোঝা যায়নি।',
  'Validation error': 'দেওয়া তথ্যে ভুল আছে।',
  'Invalid value.': 'এই তথ্যটি সঠিক নয়।',
  'Too many requests from your network. Please try again in a few minutes.':
    'আপনার নেটওয়ার্ক থেকে অনেক বেশি অনুরোধ এসেছে। অনুগ্রহ করে কয়েক মিনিট পরে আবার চেষ্টা করুন।',

  // health
  'The database is not answering.': 'ডেটাবেস সাড়া দিচ্ছে না।',
  'Database migrations are not applied.': 'ডেটাবেসের মাইগ্রেশন এখনো চালানো হয়নি।',

  // auth
  'Cross-site requests are not allowed here.': 'অন্য ওয়েবসাইট থেকে এখানে অনুরোধ পাঠানো যায় না।',
  'Invalid email or password.': 'ইমেইল বা পাসওয়ার্ড সঠিক নয়।',
  'Too many login attempts. Please wait a few minutes and try again.':
    'অনেকবার লগইনের চেষ্টা করা হয়েছে। অনুগ্রহ করে কয়েক মিনিট পরে আবার চেষ্টা করুন।',
  'Too many password reset requests. Please try again later.':
    'পাসওয়ার্ড রিসেটের জন্য অনেকবার অনুরোধ করা হয়েছে। অনুগ্রহ করে পরে আবার চেষ্টা করুন।',
  'Your session has expired. Please log in again.': 'আপনার সেশনের মেয়াদ শেষ হয়েছে। অনুগ্রহ করে আবার লগইন করুন।',
  'This account is disabled.': 'এই অ্যাকাউন্টটি বন্ধ করে রাখা হয়েছে।',
  'This reset link is invalid or has expired. Please request a new one.':
    'এই রিসেট লিংকটি সঠিক নয়, অথবা এর মেয়াদ শেষ হয়ে গেছে। অনুগ্রহ করে নতুন একটি লিংক চেয়ে নিন।',
  'If an account exists for this email, a reset link has been sent. Please check your inbox and spam folder.':
    'এই ইমেইলে কোনো অ্যাকাউন্ট থাকলে পাসওয়ার্ড রিসেটের লিংক পাঠানো হয়েছে। অনুগ্রহ করে ইনবক্স ও স্প্যাম ফোল্ডার দেখুন।',
  'Your password has been reset. Please log in with the new password.':
    'আপনার পাসওয়ার্ড রিসেট হয়েছে। অনুগ্রহ করে নতুন পাসওয়ার্ড দিয়ে লগইন করুন।',
  'This password is too common. Please choose a less common one.':
    'এই পাসওয়ার্ডটি খুব সাধারণ, সহজেই আন্দাজ করা যায়। অনুগ্রহ করে অন্য একটি পাসওয়ার্ড দিন।',
  'We are checking many passwords right now. Please try again in a few seconds.':
    'এই মুহূর্তে সার্ভারে অনেক চাপ। অনুগ্রহ করে কয়েক সেকেন্ড পরে আবার চেষ্টা করুন।',
  'Logged in successfully.': 'লগইন সফল হয়েছে।',
  'Access token refreshed.': 'লগইন নবায়ন হয়েছে।',
  'Successfully logged out.': 'লগআউট সফল হয়েছে।',
  'Enter the code from your authenticator app.': 'আপনার অথেনটিকেটর অ্যাপের কোডটি লিখুন।',
  'Scan the code with your authenticator app.': 'আপনার অথেনটিকেটর অ্যাপ দিয়ে কোডটি স্ক্যান করুন।',
  'Two-step sign-in is on. Keep your recovery codes somewhere safe.':
    'টু-স্টেপ লগইন চালু হয়েছে। রিকভারি কোডগুলো নিরাপদ জায়গায় রেখে দিন।',
  'Two-step sign-in is off.': 'টু-স্টেপ লগইন বন্ধ করা হয়েছে।',
  'Two-step sign-in is already on for this account.': 'এই অ্যাকাউন্টে টু-স্টেপ লগইন আগে থেকেই চালু আছে।',
  'Two-step sign-in is not on for this account.': 'এই অ্যাকাউন্টে টু-স্টেপ লগইন চালু নেই।',
  'Start the two-step sign-in setup first.': 'আগে টু-স্টেপ লগইনের সেটআপ শুরু করুন।',
  'That code is not right, or it was already used. Please try the next one.':
    'কোডটি সঠিক নয়, অথবা আগেই ব্যবহার করা হয়েছে। অনুগ্রহ করে পরের কোডটি দিয়ে চেষ্টা করুন।',
  'Too many wrong codes. Please wait a few minutes and try again.':
    'অনেকবার ভুল কোড দেওয়া হয়েছে। অনুগ্রহ করে কয়েক মিনিট পরে আবার চেষ্টা করুন।',
  'Too many wrong codes for this account. Please wait 15 minutes and try again.':
    'এই অ্যাকাউন্টে অনেকবার ভুল কোড দেওয়া হয়েছে। অনুগ্রহ করে ১৫ মিনিট পরে আবার চেষ্টা করুন।',
  'This sign-in step was already used. Please log in again.':
    'লগইনের এই ধাপটি আগেই ব্যবহার করা হয়েছে। অনুগ্রহ করে আবার লগইন করুন।',

  // users
  'Registration successful. Please log in.': 'রেজিস্ট্রেশন সফল হয়েছে। অনুগ্রহ করে লগইন করুন।',
  // modules/phone-proofs: the one-time code that proves a mobile number
  'If this number can receive SMS, a 6-digit code is on its way. It lasts 5 minutes.':
    'এই নম্বরে এসএমএস যেতে পারলে ৬ অঙ্কের একটি কোড পাঠানো হচ্ছে। কোডটি ৫ মিনিট চলবে।',
  'A code was sent to this number a moment ago. Please wait a minute and try again.':
    'এই নম্বরে এইমাত্র একটি কোড পাঠানো হয়েছে। এক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  'Too many codes were asked for today. Please try again tomorrow.':
    'আজ অনেকবার কোড চাওয়া হয়েছে। অনুগ্রহ করে আগামীকাল আবার চেষ্টা করুন।',
  'The code is wrong or has expired. Ask for a new code.': 'কোডটি ভুল অথবা এর মেয়াদ শেষ। নতুন কোড চেয়ে নিন।',
  'Your number is confirmed. SMS about your bookings will come to it.':
    'আপনার নম্বর নিশ্চিত হয়েছে। অ্যাপয়েন্টমেন্টের এসএমএস এই নম্বরে আসবে।',
  'This account has no mobile number to confirm.': 'এই অ্যাকাউন্টে নিশ্চিত করার মতো কোনো মোবাইল নম্বর নেই।',
  'Mobile number retrieved successfully.': 'মোবাইল নম্বর পাওয়া গেছে।',
  'An account with this email already exists.': 'এই ইমেইল দিয়ে আগেই একটি অ্যাকাউন্ট খোলা আছে।',
  'Addresses ending in @demo.test belong to the demo. Use a mailbox you can read.':
    '@demo.test দিয়ে শেষ হওয়া ঠিকানা শুধু ডেমোর জন্য। আপনি নিজে পড়তে পারেন এমন একটি ইমেইল ঠিকানা দিন।',
  'Invitation sent to {email}.': '{email} ঠিকানায় আমন্ত্রণ পাঠানো হয়েছে।',
  'This account has already chosen its password.': 'এই অ্যাকাউন্টের পাসওয়ার্ড আগেই ঠিক করা হয়ে গেছে।',
  'This account is deactivated. Reactivate it before sending the invitation again.':
    'এই অ্যাকাউন্টটি বন্ধ আছে। আমন্ত্রণ আবার পাঠানোর আগে অ্যাকাউন্টটি চালু করুন।',
  'Too many invitations to this email address. Please try again in an hour.':
    'এই ইমেইলে অনেকবার আমন্ত্রণ পাঠানো হয়েছে। এক ঘণ্টা পরে আবার চেষ্টা করুন।',
  'Account updated.': 'অ্যাকাউন্ট আপডেট হয়েছে।',
  'Account not found.': 'অ্যাকাউন্টটি পাওয়া যায়নি।',
  'The last active admin cannot be deactivated or given another role.':
    'শেষ সক্রিয় অ্যাডমিনের অ্যাকাউন্ট বন্ধ করা বা তাঁকে অন্য ভূমিকা দেওয়া যায় না।',

  // patients
  'Patient not found.': 'রোগীর তথ্য পাওয়া যায়নি।',
  'Patient information updated.': 'রোগীর তথ্য আপডেট হয়েছে।',

  // doctors
  'Doctor not found.': 'ডাক্তারের তথ্য পাওয়া যায়নি।',
  'Doctor added.': 'ডাক্তার যোগ করা হয়েছে।',
  'Doctor updated.': 'ডাক্তারের তথ্য আপডেট হয়েছে।',
  'Doctor activated.': 'ডাক্তারের প্রোফাইল চালু করা হয়েছে।',
  'Doctor deactivated.': 'ডাক্তারের প্রোফাইল বন্ধ করা হয়েছে।',
  'Schedule updated.': 'সময়সূচি আপডেট হয়েছে।',
  'Photo updated.': 'ছবি আপডেট হয়েছে।',
  'Photo not found.': 'ছবিটি পাওয়া যায়নি।',
  'Leave added.': 'ছুটি যোগ করা হয়েছে।',
  'Leave removed.': 'ছুটি বাদ দেওয়া হয়েছে।',
  'Leave not found.': 'ছুটির তথ্য পাওয়া যায়নি।',
  'Leave cannot start before today.': 'আজকের আগের কোনো দিন থেকে ছুটি শুরু করা যায় না।',
  'You can only manage your own leave.': 'আপনি শুধু নিজের ছুটি ঠিক করতে পারবেন।',
  'This account is not linked to a doctor. Please ask an admin.':
    'এই অ্যাকাউন্টের সাথে কোনো ডাক্তার যুক্ত নেই। অনুগ্রহ করে অ্যাডমিনকে জানান।',

  // appointments
  'Appointment not found.': 'অ্যাপয়েন্টমেন্টটি পাওয়া যায়নি।',
  'No doctor record is linked to this account.': 'এই অ্যাকাউন্টের সাথে কোনো ডাক্তারের তথ্য যুক্ত নেই।',
  'This date is not available for booking with this doctor. Please choose one of the dates shown.':
    'এই তারিখে এই ডাক্তারের অ্যাপয়েন্টমেন্ট নেওয়া যাবে না। অনুগ্রহ করে দেখানো তারিখগুলোর একটি বেছে নিন।',
  'The doctor is on leave on {date}. Please choose another date.':
    'ডাক্তার {date} তারিখে ছুটিতে আছেন। অনুগ্রহ করে অন্য একটি তারিখ বেছে নিন।',
  'This patient already has an appointment with this doctor on this date.':
    'এই তারিখে এই ডাক্তারের কাছে এই রোগীর আগে থেকেই একটি অ্যাপয়েন্টমেন্ট আছে।',
  'Doctor not available for {method} consultation.': 'এই ডাক্তার {method} রোগী দেখেন না।',
  'You already have {count} pending appointments on this date. Please attend or cancel one before booking another.':
    'এই তারিখে আপনার {count}টি অ্যাপয়েন্টমেন্ট এখনো বাকি আছে। আরেকটি বুক করার আগে অনুগ্রহ করে একটিতে ডাক্তার দেখান অথবা একটি বাতিল করুন।',
  'You already have {count} pending appointments. Please attend or cancel one before booking another.':
    'আপনার {count}টি অ্যাপয়েন্টমেন্ট এখনো বাকি আছে। আরেকটি বুক করার আগে অনুগ্রহ করে একটিতে ডাক্তার দেখান অথবা একটি বাতিল করুন।',
  'You have made {count} bookings, date changes and cancellations today, the most one account may make in a day. Please try again tomorrow, or call the hospital.':
    'আজ আপনি {count} বার অ্যাপয়েন্টমেন্ট বুক, তারিখ পরিবর্তন বা বাতিল করেছেন, একটি অ্যাকাউন্ট থেকে এক দিনে এর বেশি করা যায় না। অনুগ্রহ করে আগামীকাল আবার চেষ্টা করুন, অথবা হাসপাতালে ফোন করুন।',
  'Appointment saved. Serial number {count}.': 'অ্যাপয়েন্টমেন্ট সেভ হয়েছে। সিরিয়াল নম্বর {count}।',
  'Appointment booked. Your serial number is {count}.': 'অ্যাপয়েন্টমেন্ট বুক হয়েছে। আপনার সিরিয়াল নম্বর {count}।',
  'Appointment booked (serial {count}), but the payment could not be started: {sentence}':
    'অ্যাপয়েন্টমেন্ট বুক হয়েছে (সিরিয়াল {count}), কিন্তু পেমেন্ট শুরু করা যায়নি: {sentence}',
  'Appointment updated.': 'অ্যাপয়েন্টমেন্ট আপডেট হয়েছে।',
  'This appointment is already {status}; it cannot be changed.':
    'এই অ্যাপয়েন্টমেন্টটি আগেই {status} হয়ে গেছে, তাই আর বদলানো যাবে না।',
  'This appointment is already {status}.': 'এই অ্যাপয়েন্টমেন্টটি আগেই {status} হয়ে গেছে।',
  'This appointment is {status}.': 'এই অ্যাপয়েন্টমেন্টের অবস্থা এখন: {status}।',
  'Patient ready for booking.': 'রোগীর তথ্য তৈরি, এখন অ্যাপয়েন্টমেন্ট বুক করা যাবে।',
  'Comment saved.': 'মন্তব্য সেভ হয়েছে।',

  // payments
  'The payment gateway could not be reached. Your appointment is booked; you can pay later from your appointments page.':
    'পেমেন্ট গেটওয়েতে এখন যোগাযোগ করা যাচ্ছে না। আপনার অ্যাপয়েন্টমেন্ট বুক হয়েছে; পরে অ্যাপয়েন্টমেন্টের পাতা থেকে পেমেন্ট করতে পারবেন।',
  'Online payment is not available. Please pay at the hospital.':
    'এখন অনলাইনে পেমেন্ট করা যাচ্ছে না। অনুগ্রহ করে হাসপাতালে এসে পেমেন্ট করুন।',
  'Too many payment attempts for this appointment. Please wait a while, or pay at the hospital.':
    'এই অ্যাপয়েন্টমেন্টের জন্য অনেকবার পেমেন্টের চেষ্টা করা হয়েছে। অনুগ্রহ করে কিছুক্ষণ পরে চেষ্টা করুন, অথবা হাসপাতালে এসে পেমেন্ট করুন।',
  'Only appointments booked online can be paid online; please pay at the hospital.':
    'শুধু অনলাইনে বুক করা অ্যাপয়েন্টমেন্টের পেমেন্ট অনলাইনে করা যায়; অনুগ্রহ করে হাসপাতালে এসে পেমেন্ট করুন।',
  'This appointment is cancelled, so it cannot be paid.': 'এই অ্যাপয়েন্টমেন্টটি বাতিল হয়েছে, তাই এর পেমেন্ট করা যাবে না।',
  'This appointment is already paid.': 'এই অ্যাপয়েন্টমেন্টের পেমেন্ট আগেই করা হয়েছে।',
  'This appointment has no fee to pay.': 'এই অ্যাপয়েন্টমেন্টের জন্য কোনো ফি দিতে হবে না।',
  'Online payment needs at least 10 taka; please pay this fee at the hospital.':
    'অনলাইনে পেমেন্টের জন্য অন্তত ১০ টাকা হতে হয়; অনুগ্রহ করে এই ফি হাসপাতালে এসে দিন।',
  'The doctor is on leave on this date. The hospital will call you to choose another date; no payment is needed now.':
    'এই তারিখে ডাক্তার ছুটিতে আছেন। অন্য তারিখ ঠিক করতে হাসপাতাল থেকে আপনাকে ফোন করা হবে; এখন কোনো পেমেন্ট লাগবে না।',
  'A payment for this appointment is being verified by the hospital. We will contact you; please do not pay again.':
    'এই অ্যাপয়েন্টমেন্টের একটি পেমেন্ট হাসপাতাল যাচাই করছে। আমরা আপনার সাথে যোগাযোগ করব; অনুগ্রহ করে আবার পেমেন্ট করবেন না।',
  'This appointment was not paid online, so there is nothing to refund through the gateway.':
    'এই অ্যাপয়েন্টমেন্টের পেমেন্ট অনলাইনে হয়নি, তাই গেটওয়ের মাধ্যমে ফেরত দেওয়ার কিছু নেই।',
  'Refunds are only given for services within the past 12 months.':
    'শুধু গত ১২ মাসের মধ্যে নেওয়া সেবার টাকা ফেরত দেওয়া হয়।',
  'Payment page ready.': 'পেমেন্টের পাতা তৈরি।',
  // The IPN's answers go to the gateway's server, never to a person; they are here so every answer has its Bangla.
  'Payment not found.': 'পেমেন্টের তথ্য পাওয়া যায়নি।',
  'The signature does not match.': 'স্বাক্ষর মিলছে না।',
  'The payment could not be validated yet. Please deliver again later.':
    'পেমেন্টটি এখনো যাচাই করা যায়নি। অনুগ্রহ করে পরে আবার পাঠান।',
  'IPN received.': 'IPN পাওয়া গেছে।',
  'The request body is not a valid form.': 'পাঠানো ফর্মটি সঠিক নয়।',
  // payments of medicine orders (modules/payments/payments.messages.ts)
  'This order is to be paid in cash. Choose online payment on the order page first.':
    'এই অর্ডারের টাকা নগদে দেওয়ার কথা। আগে অর্ডারের পাতায় অনলাইন পেমেন্ট বেছে নিন।',
  'This order can be paid once the pharmacy has filled it.': 'ফার্মেসি অর্ডারের ওষুধ গুছিয়ে দেওয়ার পর পেমেন্ট করা যাবে।',
  'This order can no longer be paid online.': 'এই অর্ডারের পেমেন্ট আর অনলাইনে করা যাবে না।',
  'Online payment needs at least 10 taka; please pay this order in cash.':
    'অনলাইনে পেমেন্টের জন্য অন্তত ১০ টাকা হতে হয়; অনুগ্রহ করে এই অর্ডারের টাকা নগদে দিন।',
  'A payment for this order is being verified by the hospital. We will contact you; please do not pay again.':
    'এই অর্ডারের একটি পেমেন্ট হাসপাতাল যাচাই করছে। আমরা আপনার সাথে যোগাযোগ করব; অনুগ্রহ করে আবার পেমেন্ট করবেন না।',
  'Too many payment attempts for this order. Please wait a while, or pay in cash.':
    'এই অর্ডারের জন্য অনেকবার পেমেন্টের চেষ্টা করা হয়েছে। অনুগ্রহ করে কিছুক্ষণ পরে চেষ্টা করুন, অথবা নগদে টাকা দিন।',
  'The payment gateway could not be reached. Please try again later, or pay in cash.':
    'পেমেন্ট গেটওয়েতে এখন যোগাযোগ করা যাচ্ছে না। অনুগ্রহ করে পরে আবার চেষ্টা করুন, অথবা নগদে টাকা দিন।',
  'This order was not paid online, so there is nothing to refund through the gateway.':
    'এই অর্ডারের পেমেন্ট অনলাইনে হয়নি, তাই গেটওয়ের মাধ্যমে ফেরত দেওয়ার কিছু নেই।',

  // reviews
  'Limit must be a whole number from 1 to 100.': 'সংখ্যাটি ১ থেকে ১০০-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  'Thank you! Your review has been added.': 'ধন্যবাদ! আপনার মতামত যোগ হয়েছে।',
  'You can review a doctor after a completed visit with them.': 'এই ডাক্তারকে দেখানো সম্পন্ন হলে তবেই মতামত দেওয়া যায়।',
  'You have already reviewed each of your completed visits with this doctor.':
    'এই ডাক্তারের কাছে আপনার প্রতিটি সম্পন্ন ভিজিটের মতামত আপনি আগেই দিয়েছেন।',

  // callbacks
  'Thank you! We have received your request and will call you back soon.':
    'ধন্যবাদ! আপনার অনুরোধ পেয়েছি, শিগগিরই আপনাকে ফোন করব।',
  'Remarks saved.': 'মন্তব্য সেভ হয়েছে।',
  'Callback request not found.': 'কলব্যাকের অনুরোধটি পাওয়া যায়নি।',

  // slot requests
  'Your emergency slot request has been received. We will contact you shortly.':
    'আপনার জরুরি স্লটের অনুরোধ পেয়েছি। খুব শিগগিরই আপনার সাথে যোগাযোগ করব।',
  'Slot request approved.': 'স্লটের অনুরোধ অনুমোদন করা হয়েছে।',
  'Slot request rejected.': 'স্লটের অনুরোধ বাতিল করা হয়েছে।',
  'Slot request not found.': 'স্লটের অনুরোধটি পাওয়া যায়নি।',
  'This slot request is already {status}.': 'এই স্লটের অনুরোধটি আগেই {status} হয়েছে।',

  // notifications
  'Notification marked as read.': 'নোটিফিকেশনটি পড়া হয়েছে।',
  'Notification not found.': 'নোটিফিকেশনটি পাওয়া যায়নি।',
  'This address sends server-sent events: accept text/event-stream.':
    'এই ঠিকানা থেকে শুধু লাইভ নোটিফিকেশন পাঠানো হয় (text/event-stream)।',
  // The visit day, family members and reviews per visit
  'You have already reviewed this visit.': 'এই ভিজিটের মতামত আপনি আগেই দিয়েছেন।',
  'Serial {count} skipped. {sentence}': 'সিরিয়াল {count} পরে ডাকা হবে। {sentence}',
  'Serial {count} skipped. No one else is waiting.': 'সিরিয়াল {count} পরে ডাকা হবে। আর কেউ অপেক্ষা করছেন না।',
  'Serial {count} called again.': 'সিরিয়াল {count} আবার ডাকা হয়েছে।',
  'This patient has already checked in.': 'এই রোগী আগেই চেক-ইন করেছেন।',
  'Checked in: serial {count}.': 'চেক-ইন হয়েছে: সিরিয়াল {count}।',
  'Appointment cancelled.': 'অ্যাপয়েন্টমেন্ট বাতিল হয়েছে।',
  'Appointment moved. Your new serial number is {count}.':
    'অ্যাপয়েন্টমেন্টের তারিখ বদলানো হয়েছে। আপনার নতুন সিরিয়াল নম্বর {count}।',
  'This appointment was changed meanwhile; it is no longer pending.':
    'এর মধ্যে অ্যাপয়েন্টমেন্টটি বদলে গেছে; এটি আর অপেক্ষমাণ নেই।',
  'Family member added.': 'পরিবারের সদস্য যোগ হয়েছে।',
  'Family member updated.': 'পরিবারের সদস্যের তথ্য হালনাগাদ হয়েছে।',
  'Family member removed.': 'পরিবারের সদস্যকে সরানো হয়েছে।',
  'Preferences saved.': 'আপনার পছন্দ সংরক্ষণ হয়েছে।',
  // the consultation room
  'Consultation room retrieved successfully.': 'কনসালটেশন রুমের তথ্য পাওয়া গেছে।',
  'Consent accepted.': 'আপনার সম্মতি নেওয়া হয়েছে।',
  'You are in the waiting room.': 'আপনি অপেক্ষার ঘরে আছেন।',
  'Consultation started.': 'কনসালটেশন শুরু হয়েছে।',
  'The consultation has already started.': 'কনসালটেশন আগেই শুরু হয়েছে।',
  'Consultation ended.': 'কনসালটেশন শেষ হয়েছে।',
  'Consultation mode changed.': 'কনসালটেশনের ধরন বদলানো হয়েছে।',
  'ICE servers retrieved successfully.': 'কলের সার্ভারের তথ্য পাওয়া গেছে।',
  'Signal sent.': 'কলের সংকেত পাঠানো হয়েছে।',
  // the consultation room's chat
  'Message sent.': 'মেসেজ পাঠানো হয়েছে।',
  'File sent.': 'ফাইল পাঠানো হয়েছে।',
  'After must be a whole number.': 'after একটি পূর্ণ সংখ্যা হতে হবে।',
  'Board link created.': 'বোর্ডের লিংক তৈরি হয়েছে।',
  'Board link revoked.': 'বোর্ডের লিংক বন্ধ করা হয়েছে।',
  'Too many boards are open. Please try again in a minute.': 'একসাথে অনেক বোর্ড খোলা আছে। এক মিনিট পর আবার চেষ্টা করুন।',
  'The photo is too narrow or too wide. Please choose one at most three times as wide as it is tall, or as tall as it is wide.':
    'ছবিটি বেশি সরু বা বেশি চওড়া। এমন ছবি বেছে নিন যার চওড়া উচ্চতার তিন গুণের বেশি নয়, আর উচ্চতাও চওড়ার তিন গুণের বেশি নয়।',
  'Many photos are being processed right now. Please try again in a few seconds.':
    'এই মুহূর্তে অনেক ছবি প্রসেস হচ্ছে। কয়েক সেকেন্ড পর আবার চেষ্টা করুন।',
  'Too many live updates are open right now. Please try again in a minute.':
    'এই মুহূর্তে অনেকগুলো লাইভ আপডেট খোলা আছে। এক মিনিট পর আবার চেষ্টা করুন।',
  // modules/medicines
  'Medicines found.': 'ওষুধ পাওয়া গেছে।',
  'Medicines retrieved successfully.': 'ওষুধের তালিকা পাওয়া গেছে।',
  'Medicine added.': 'ওষুধ যোগ করা হয়েছে।',
  'Medicine saved.': 'ওষুধের তথ্য সেভ করা হয়েছে।',
  'Medicine retired.': 'ওষুধটি তালিকা থেকে সরানো হয়েছে।',
  'Medicine restored.': 'ওষুধটি আবার তালিকায় আনা হয়েছে।',
  'Import preview ready.': 'ফাইলে কী আছে তা দেখানো হচ্ছে।',
  'Import applied.': 'ফাইলের ওষুধগুলো তালিকায় তোলা হয়েছে।',
  'Medicine not found.': 'ওষুধটি পাওয়া যায়নি।',
  'This medicine (same brand, strength, form and manufacturer) is already in the list.':
    'এই ওষুধটি (একই ব্র্যান্ড, শক্তি, ধরন ও প্রস্তুতকারক) আগেই তালিকায় আছে।',
  // modules/prescriptions
  'Prescription started.': 'প্রেসক্রিপশন লেখা শুরু হয়েছে।',
  'Prescription opened.': 'প্রেসক্রিপশন খোলা হয়েছে।',
  'Prescription saved.': 'প্রেসক্রিপশন সেভ হয়েছে।',
  'Prescription signed and sent.': 'প্রেসক্রিপশনে সই করে রোগীকে পাঠানো হয়েছে।',
  'New version started.': 'প্রেসক্রিপশনের নতুন সংস্করণ লেখা শুরু হয়েছে।',
  'Favourites saved.': 'প্রিয় ওষুধের তালিকা সেভ হয়েছে।',
  // modules/marketing
  'Stations retrieved successfully.': 'স্টেশনের তালিকা পাওয়া গেছে।',
  'Station added.': 'স্টেশন যোগ করা হয়েছে।',
  'Station renamed.': 'স্টেশনের নাম বদলানো হয়েছে।',
  'Station retired.': 'স্টেশনটি তালিকা থেকে সরানো হয়েছে।',
  'Station restored.': 'স্টেশনটি আবার তালিকায় আনা হয়েছে।',
  'Marketers retrieved successfully.': 'মার্কেটারদের তালিকা পাওয়া গেছে।',
  "The marketer's stations were saved.": 'মার্কেটারের স্টেশন সেভ করা হয়েছে।',
  'Marketer retrieved successfully.': 'মার্কেটারের তথ্য পাওয়া গেছে।',
  'Referrals retrieved successfully.': 'রেফারেলের তালিকা পাওয়া গেছে।',
  'Dashboard retrieved successfully.': 'ড্যাশবোর্ডের তথ্য পাওয়া গেছে।',
  'Report retrieved successfully.': 'রিপোর্ট পাওয়া গেছে।',
  // modules/pharmacy: medicine orders
  'Order placed.': 'অর্ডার দেওয়া হয়েছে।',
  'Order cancelled.': 'অর্ডারটি বাতিল করা হয়েছে।',
  'Payment method changed.': 'টাকা দেওয়ার পদ্ধতি বদলানো হয়েছে।',
  'Order filled.': 'অর্ডারের ওষুধ গোছানো হয়েছে।',
  'Order refused.': 'অর্ডারটি ফিরিয়ে দেওয়া হয়েছে।',
  'Order marked ready.': 'অর্ডারটি তৈরি বলে চিহ্নিত করা হয়েছে।',
  'Order handed over.': 'অর্ডারটি রোগীকে বুঝিয়ে দেওয়া হয়েছে।',
  'Order returned to stock.': 'অর্ডারের ওষুধ স্টকে ফেরত নেওয়া হয়েছে।',
  // modules/pharmacy: home delivery and the riders' cash
  'Riders retrieved successfully.': 'ডেলিভারি কর্মীদের তালিকা পাওয়া গেছে।',
  'Rider assigned.': 'ডেলিভারি কর্মী ঠিক করা হয়েছে।',
  'A new code was sent.': 'নতুন কোড পাঠানো হয়েছে।',
  'Cash retrieved successfully.': 'নগদ টাকার হিসাব পাওয়া গেছে।',
  'Cash closed.': 'নগদ টাকার হিসাব মেলানো হয়েছে।',
  'Deliveries retrieved successfully.': 'ডেলিভারির তালিকা পাওয়া গেছে।',
  'Order picked up.': 'অর্ডারটি নিয়ে রওনা হয়েছেন।',
  'Order delivered.': 'অর্ডারটি পৌঁছে দেওয়া হয়েছে।',
  'Delivery marked failed.': 'ডেলিভারি হয়নি বলে লেখা হয়েছে।',
  // modules/pharmacy: stock
  'Stock received.': 'স্টকে ওষুধ তোলা হয়েছে।',
  'Reorder level saved.': 'আবার অর্ডার দেওয়ার সীমা সেভ করা হয়েছে।',
  'Batch written off.': 'ব্যাচটি স্টক থেকে বাদ দেওয়া হয়েছে।',
  'This medicine is retired from the formulary; its stock cannot be received.':
    'এই ওষুধটি তালিকা থেকে সরানো হয়েছে; এর স্টক আর তোলা যায় না।',
} as const satisfies SentenceBook;

/** The contract's messages, zod's own and the API's sentences: what the API can say in Bangla. */
export const banglaSentences = sentenceTranslator(CONTRACT_MESSAGES_BN, API_SENTENCES_BN, ZOD_MESSAGES_BN);
