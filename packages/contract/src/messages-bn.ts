import type { SentenceBook } from './bangla-sentences.js';

/**
 * Bangla for every message of the contract's schemas, keyed by the English exactly as the schemas say it (the spec's
 * words, typos and missing full stops included). Plain words a patient or a front-desk attendant in Dhaka uses;
 * a limit the English states in characters is said as letters (অক্ষর). messages-bn.test.ts fails when a schema says
 * something this book does not have, or when an entry here is no longer said.
 */
export const CONTRACT_MESSAGES_BN = {
  // fields.ts
  'Age must be a number.': 'বয়স সংখ্যায় লিখুন।',
  'Age must be a whole number.': 'বয়স পূর্ণ সংখ্যায় লিখুন।',
  'Weight must be a number.': 'ওজন সংখ্যায় লিখুন।',
  'Weight must be at least 1kg.': 'ওজন অন্তত ১ কেজি হতে হবে।',
  'Invalid date format. Expected format: YYYY-MM-DD.':
    'তারিখটি সঠিকভাবে লেখা হয়নি। এভাবে লিখুন: YYYY-MM-DD (বছর-মাস-দিন)।',
  'Time must be in HH:MM format.': 'সময় ঘণ্টা:মিনিট (HH:MM) আকারে লিখুন।',
  'Enter a Bangladeshi mobile number: 11 digits starting with 013 to 019.':
    'বাংলাদেশের একটি মোবাইল নম্বর লিখুন: ০১৩ থেকে ০১৯ দিয়ে শুরু, ১১ অঙ্কের।',
  // phone-proofs.ts
  'Enter the 6-digit code we sent to your mobile number.': 'আপনার মোবাইল নম্বরে পাঠানো ৬ অঙ্কের কোডটি লিখুন।',
  // medicines.ts
  'Brand name is required.': 'ব্র্যান্ডের নাম লিখুন।',
  'Brand name must not exceed 80 characters.': 'ব্র্যান্ডের নাম ৮০ অক্ষরের বেশি হতে পারবে না।',
  'Generic name is required.': 'জেনেরিক নাম লিখুন।',
  'Generic name must not exceed 200 characters.': 'জেনেরিক নাম ২০০ অক্ষরের বেশি হতে পারবে না।',
  'Strength must be text.': 'শক্তি (যেমন ৫০০ mg) লেখায় দিন।',
  'Strength must not exceed 60 characters.': 'শক্তি ৬০ অক্ষরের বেশি হতে পারবে না।',
  'Manufacturer is required.': 'প্রস্তুতকারক কোম্পানির নাম লিখুন।',
  'Manufacturer must not exceed 80 characters.': 'প্রস্তুতকারক কোম্পানির নাম ৮০ অক্ষরের বেশি হতে পারবে না।',
  'Choose the form: tablet, capsule, syrup, suspension, injection, drops, cream, ointment, gel, inhaler, suppository, powder, solution or other.':
    'ওষুধের ধরন বেছে নিন: ট্যাবলেট, ক্যাপসুল, সিরাপ, সাসপেনশন, ইনজেকশন, ড্রপ, ক্রিম, মলম, জেল, ইনহেলার, সাপোজিটরি, পাউডার, সলিউশন অথবা অন্যান্য।',
  'Search text must not exceed 80 characters.': 'খোঁজার লেখা ৮০ অক্ষরের বেশি হতে পারবে না।',
  'Status must be all, active or retired.': 'অবস্থা হতে হবে সব, চালু অথবা বাদ দেওয়া।',
  'Page must be a whole number from 1 to 10000.': 'পাতা নম্বর ১ থেকে ১০০০০ এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  'Choose a CSV file to import.': 'আনার জন্য একটি CSV ফাইল বেছে নিন।',
  'The file is larger than 5 MB. Split it into smaller files.': 'ফাইলটি ৫ MB-এর চেয়ে বড়। কয়েকটি ছোট ফাইলে ভাগ করে নিন।',
  'The file has more than 30,000 lines. Split it into smaller files.':
    'ফাইলটিতে ৩০,০০০-এর বেশি লাইন আছে। কয়েকটি ছোট ফাইলে ভাগ করে নিন।',
  'The first line of the file must name the columns brand, generic, strength, form and manufacturer.':
    'ফাইলের প্রথম লাইনে কলামগুলোর নাম থাকতে হবে: brand, generic, strength, form এবং manufacturer।',
  'The file could not be read as CSV text in UTF-8. Save it as CSV UTF-8 and try again.':
    'ফাইলটি ইউটিএফ-৮ (UTF) লেখার CSV হিসেবে পড়া যায়নি। ফাইলটি "CSV UTF" ধরনে সেভ করে আবার চেষ্টা করুন।',
  // marketing.ts
  'Station name is required.': 'স্টেশনের নাম লিখুন।',
  'Station name must not exceed 30 characters.': 'স্টেশনের নাম ৩০ অক্ষরের বেশি হতে পারবে না।',
  'A station with this name already exists.': 'এই নামে একটি স্টেশন আগে থেকেই আছে।',
  'Station not found.': 'স্টেশনটি পাওয়া যায়নি।',
  'Choose a station from the list.': 'তালিকা থেকে একটি স্টেশন বেছে নিন।',
  'The referral link must be a code and the time it was first opened.':
    'রেফারেল লিংকে একটি কোড আর প্রথম খোলার সময় থাকতে হবে।',
  'Marketer not found.': 'মার্কেটারকে পাওয়া যায়নি।',
  'Stations cannot be taken over from the same marketer.': 'একই মার্কেটারের কাছ থেকে তাঁর নিজের স্টেশন নেওয়া যায় না।',
  'Station list must be a list of station ids.': 'স্টেশনের তালিকায় শুধু স্টেশনের আইডি দিন।',
  'A marketer can cover at most 100 stations.': 'একজন মার্কেটার সর্বোচ্চ ১০০টি স্টেশন দেখতে পারেন।',
  'Choose a doctor from the list.': 'তালিকা থেকে একজন ডাক্তার বেছে নিন।',
  'Note must be text.': 'নোট লেখায় দিন।',
  'Note must not exceed 500 characters.': 'নোট ৫০০ অক্ষরের বেশি হতে পারবে না।',
  'This contact was already referred by {name} on {date}. A contact is recorded once in 30 days.':
    'এই নম্বরটি {date} তারিখে {name} রেফার করেছেন। একটি নম্বর ৩০ দিনে একবারই রেকর্ড করা যায়।',
  'Referral recorded.': 'রেফারেল রেকর্ড হয়েছে।',
  'Days must be a whole number from 1 to 365.': 'দিনের সংখ্যা ১ থেকে ৩৬৫-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  'Weeks must be a whole number from 1 to 52.': 'সপ্তাহের সংখ্যা ১ থেকে ৫২-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  'The period must end on or after its start.': 'সময়কালের শেষ তারিখ শুরুর তারিখের আগে হতে পারবে না।',
  'The period cannot be longer than 366 days.': 'সময়কাল ৩৬৬ দিনের বেশি হতে পারবে না।',
  // ids.ts
  'Invalid id.': 'আইডি সঠিক নয়।',

  // auth.ts
  'Email is required': 'ইমেইল লিখুন।',
  'Email max 30 characters': 'ইমেইল সর্বোচ্চ ৩০ অক্ষরের হতে পারে।',
  'Invalid email': 'ইমেইল ঠিকানাটি সঠিক নয়।',
  'Password must be at least 6 characters': 'পাসওয়ার্ড অন্তত ৬ অক্ষরের হতে হবে।',
  'Password max 15 characters': 'পাসওয়ার্ড সর্বোচ্চ ১৫ অক্ষরের হতে পারে।',
  'Name is required': 'নাম লিখুন।',
  'Name must not exceed 100 characters.': 'নাম ১০০ অক্ষরের বেশি হতে পারবে না।',
  'Age must be at least 10': 'বয়স অন্তত ১০ বছর হতে হবে।',
  'Age must be less than or equal to 120.': 'বয়স ১২০ বছরের বেশি হতে পারবে না।',
  'Gender will be male | female': 'লিঙ্গ পুরুষ অথবা নারী হতে হবে।',
  'Contact number must be 11 digits long': 'মোবাইল নম্বর ১১ অঙ্কের হতে হবে।',
  'Token must be at least 6 characters': 'রিসেট লিংকের কোডটি অন্তত ৬ অক্ষরের হতে হবে।',
  'Token max 500 characters': 'রিসেট লিংকের কোডটি ৫০০ অক্ষরের বেশি হতে পারবে না।',
  'Set up two-step sign-in first: every staff account must use it before it can open anything else.':
    'আগে টু-স্টেপ লগইন সেটআপ করুন: প্রত্যেক স্টাফ অ্যাকাউন্টে এটি চালু না করে অন্য কিছু খোলা যায় না।',
  'Enter the 6-digit code from your authenticator app.': 'আপনার অথেনটিকেটর অ্যাপের ৬ অঙ্কের কোডটি লিখুন।',
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.':
    'আপনার অথেনটিকেটর অ্যাপের ৬ অঙ্কের কোড, অথবা আপনার একটি রিকভারি কোড লিখুন।',
  'The sign-in step timed out. Please log in again.': 'লগইনের সময় পার হয়ে গেছে। অনুগ্রহ করে আবার লগইন করুন।',

  // appointments.ts
  'Doctor ID must be 24 characters long.': 'ডাক্তারের আইডি ২৪ অক্ষরের হতে হবে।',
  'Patient ID must be 24 characters long.': 'রোগীর আইডি ২৪ অক্ষরের হতে হবে।',
  'Brief not more than 255 charecter long.': 'সমস্যার বিবরণ ২৫৫ অক্ষরের বেশি হতে পারবে না।',
  'Consultation method must be at least 3 characters long.': 'কীভাবে ডাক্তার দেখাবেন, তা বেছে নিন।',
  'Consultation method must be hospital visit, video, audio or chat.':
    'ডাক্তার দেখানোর মাধ্যম হতে হবে হাসপাতালে সরাসরি, ভিডিও, অডিও অথবা চ্যাট।',
  'Consultation reason must be at least 3 characters long.': 'অ্যাপয়েন্টমেন্টটি কার জন্য, তা বেছে নিন।',
  'Consultation must be For Me or Family Member.': 'অ্যাপয়েন্টমেন্টটি নিজের জন্য, নাকি পরিবারের কারও জন্য, তা বেছে নিন।',
  'Consultation fee must be a number.': 'ভিজিট ফি সংখ্যায় লিখুন।',
  'Consultation fee cannot be negative.': 'ভিজিট ফি শূন্যের কম হতে পারবে না।',
  'Pay now must be true or false.': 'এখনই পেমেন্ট করবেন কি না, তা হ্যাঁ অথবা না হতে হবে।',
  'Contact number must be exactly 11 digits.': 'মোবাইল নম্বর ঠিক ১১ অঙ্কের হতে হবে।',
  'Contact number must contain only numbers.': 'মোবাইল নম্বরে শুধু সংখ্যা লিখুন।',
  'Patient name is required.': 'রোগীর নাম লিখুন।',
  'Patient name must not exceed 100 characters.': 'রোগীর নাম ১০০ অক্ষরের বেশি হতে পারবে না।',
  'Please enter a valid age (max 120 years).': 'অনুগ্রহ করে সঠিক বয়স লিখুন (সর্বোচ্চ ১২০ বছর)।',
  'Age is required.': 'বয়স লিখুন।',
  'Gender is required.': 'লিঙ্গ বেছে নিন।',
  'Please enter a valid weight (max 500kg).': 'অনুগ্রহ করে সঠিক ওজন লিখুন (সর্বোচ্চ ৫০০ কেজি)।',
  'Walk-in appointments are hospital visits.': 'ওয়াক-ইন অ্যাপয়েন্টমেন্ট শুধু হাসপাতালে সরাসরি দেখানোর জন্য।',
  'Walk-in appointments are For Me.': 'ওয়াক-ইন অ্যাপয়েন্টমেন্ট রোগীর নিজের জন্যই হয়।',
  'Walk-in appointments are booked with a fee of 0.': 'ওয়াক-ইন অ্যাপয়েন্টমেন্ট ০ টাকা ফি দিয়ে বুক করা হয়।',
  'Walk-in appointments have no brief.': 'ওয়াক-ইন অ্যাপয়েন্টমেন্টে সমস্যার বিবরণ লাগে না।',
  'Cancellation reason is required.': 'বাতিলের কারণ লিখুন।',
  'Description should be 8 charecter long.': 'কারণটি অন্তত ৮ অক্ষরের হতে হবে।',
  'Description not be more than 50 charecter.': 'কারণটি ৫০ অক্ষরের বেশি হতে পারবে না।',
  'Amount is required.': 'টাকার পরিমাণ লিখুন।',
  'Amount must be a whole number.': 'টাকার পরিমাণ পূর্ণ সংখ্যায় লিখুন।',
  'Amount cannot be negative.': 'টাকার পরিমাণ শূন্যের কম হতে পারবে না।',
  'Amount must not exceed 4 digits.': 'টাকার পরিমাণ ৪ অঙ্কের বেশি হতে পারবে না।',
  'Payment status can only be set to paid.': 'পেমেন্টের অবস্থা শুধু "পরিশোধিত" করা যায়।',
  'Status can only be set to done or cancelled.': 'অবস্থা শুধু "সম্পন্ন" অথবা "বাতিল" করা যায়।',
  'Appointment ID is required.': 'অ্যাপয়েন্টমেন্ট আইডি দিন।',
  'Appointment ID cannot be empty.': 'অ্যাপয়েন্টমেন্ট আইডি খালি রাখা যাবে না।',
  'Comment should be at least 3 characters long.': 'মন্তব্য অন্তত ৩ অক্ষরের হতে হবে।',
  'Comment should not exceed 300 characters.': 'মন্তব্য ৩০০ অক্ষরের বেশি হতে পারবে না।',

  // callbacks.ts
  'Name must be at least 2 characters long.': 'নাম অন্তত ২ অক্ষরের হতে হবে।',
  'Name must be under 30 charecter.': 'নাম ৩০ অক্ষরের বেশি হতে পারবে না।',
  'Contact number must be 11 digits long.': 'মোবাইল নম্বর ১১ অঙ্কের হতে হবে।',
  'Contact number must be numeric and exactly 11 digits.': 'মোবাইল নম্বরটি শুধু সংখ্যায়, ঠিক ১১ অঙ্কের হতে হবে।',
  'Message must be at least 10 characters long.': 'বার্তা অন্তত ১০ অক্ষরের হতে হবে।',
  'Message not more than 255 charecter long.': 'বার্তা ২৫৫ অক্ষরের বেশি হতে পারবে না।',
  'Remarks are required.': 'মন্তব্য লিখুন।',
  'Remarks must not exceed 500 characters.': 'মন্তব্য ৫০০ অক্ষরের বেশি হতে পারবে না।',

  // doctors.ts
  'Schedule must list the seven days, Sunday to Saturday.': 'সময়সূচিতে রবিবার থেকে শনিবার, সাত দিনই থাকতে হবে।',
  'Start time must not be after end time.': 'শুরুর সময় শেষের সময়ের পরে হতে পারবে না।',
  'An active day needs a start and an end time.': 'যেদিন রোগী দেখা হবে, সেদিনের শুরু ও শেষের সময় দিন।',
  'Active must be true or false.': 'চালু কি না, তা হ্যাঁ অথবা না হতে হবে।',
  'Limit must be a whole number from 0 to 500.': 'সংখ্যাটি ০ থেকে ৫০০-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  'Search term must not exceed 100 characters.': 'খোঁজার শব্দ ১০০ অক্ষরের বেশি হতে পারবে না।',

  // admin.ts
  'Title is required.': 'উপাধি লিখুন (যেমন ডা.)।',
  'Title must not exceed 20 characters.': 'উপাধি ২০ অক্ষরের বেশি হতে পারবে না।',
  'Full name is required.': 'পুরো নাম লিখুন।',
  'Full name must not exceed 100 characters.': 'পুরো নাম ১০০ অক্ষরের বেশি হতে পারবে না।',
  'Choose a speciality from the list.': 'তালিকা থেকে একটি বিশেষজ্ঞ বিভাগ বেছে নিন।',
  'About is required.': 'ডাক্তারের পরিচিতি লিখুন।',
  'About must not exceed 2000 characters.': 'পরিচিতি ২০০০ অক্ষরের বেশি হতে পারবে না।',
  'Consultation fee must be a whole number of taka.': 'ভিজিট ফি পুরো টাকায় লিখুন, পয়সা ছাড়া।',
  'Consultation fee must be at most 9999 taka (4 digits).': 'ভিজিট ফি সর্বোচ্চ ৯৯৯৯ টাকা (৪ অঙ্ক) হতে পারে।',
  'Unknown consultation method.': 'ডাক্তার দেখানোর এই মাধ্যমটি তালিকায় নেই।',
  'Choose at least one consultation method.': 'ডাক্তার দেখানোর অন্তত একটি মাধ্যম বেছে নিন।',
  'Each consultation method can be chosen once.': 'প্রতিটি মাধ্যম একবারই বেছে নেওয়া যায়।',
  'Choose a designation from the list.': 'তালিকা থেকে একটি পদবি বেছে নিন।',
  'Department is required.': 'বিভাগের নাম লিখুন।',
  'Department must not exceed 100 characters.': 'বিভাগের নাম ১০০ অক্ষরের বেশি হতে পারবে না।',
  'Workstation is required.': 'কর্মস্থলের নাম লিখুন।',
  'Workstation must not exceed 150 characters.': 'কর্মস্থলের নাম ১৫০ অক্ষরের বেশি হতে পারবে না।',
  'A degree cannot be empty.': 'ডিগ্রির ঘর খালি রাখা যাবে না।',
  'A degree must not exceed 60 characters.': 'একটি ডিগ্রি ৬০ অক্ষরের বেশি হতে পারবে না।',
  'At most 10 degrees.': 'সর্বোচ্চ ১০টি ডিগ্রি দেওয়া যায়।',
  'A tag cannot be empty.': 'ট্যাগ খালি রাখা যাবে না।',
  'A tag must not exceed 40 characters.': 'একটি ট্যাগ ৪০ অক্ষরের বেশি হতে পারবে না।',
  'A tag needs a name.': 'ট্যাগের একটি নাম দিন।',
  'At most 15 tags.': 'সর্বোচ্চ ১৫টি ট্যাগ দেওয়া যায়।',
  'Status must be active, inactive or all.': 'অবস্থা হতে হবে চালু, বন্ধ অথবা সব।',
  'The photo must be a JPG, PNG or WebP image.': 'ছবিটি JPG, PNG অথবা WebP ধরনের হতে হবে।',
  'The photo must be at most 5 MB.': 'ছবির আকার সর্বোচ্চ ৫ MB হতে পারে।',
  'Choose a photo to upload.': 'আপলোড করার জন্য একটি ছবি বেছে নিন।',
  'The photo could not be read. Please choose another JPG, PNG or WebP image.':
    'ছবিটি খোলা যায়নি। অনুগ্রহ করে অন্য একটি JPG, PNG অথবা WebP ছবি বেছে নিন।',
  'A doctor account must be linked to a doctor.': 'ডাক্তারের অ্যাকাউন্টের সাথে একজন ডাক্তারকে যুক্ত করতে হবে।',
  'Choose a role from the list.': 'তালিকা থেকে একটি ভূমিকা বেছে নিন।',
  'Invalid doctor id.': 'ডাক্তারের আইডি সঠিক নয়।',
  'Nothing to change.': 'বদলানোর মতো কিছু নেই।',
  'Limit must be a whole number from 1 to 200.': 'সংখ্যাটি ১ থেকে ২০০-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  'Invalid cursor.': 'তালিকার পরের অংশের চিহ্নটি সঠিক নয়।',
  'Unknown action.': 'এই কাজটি তালিকায় নেই।',

  // leave.ts
  'The leave must end on or after the day it starts.': 'ছুটি যেদিন শুরু, সেদিন বা তার পরে শেষ হতে হবে।',
  'Leave can be at most 90 days at a time.': 'একবারে সর্বোচ্চ ৯০ দিনের ছুটি দেওয়া যায়।',
  'Reason is required.': 'কারণ লিখুন।',
  'Reason must not exceed 200 characters.': 'কারণ ২০০ অক্ষরের বেশি হতে পারবে না।',

  // patients.ts
  'Name cannot be empty.': 'নাম খালি রাখা যাবে না।',
  'Age must be at least 0.': 'বয়স ০-এর কম হতে পারবে না।',
  'Weight must not exceed 500kg.': 'ওজন ৫০০ কেজির বেশি হতে পারবে না।',

  // reviews.ts
  'Doctor ID must be 50 characters long.': 'ডাক্তারের আইডি ১ থেকে ৫০ অক্ষরের হতে হবে।',
  'Rating must be a number.': 'রেটিং সংখ্যায় দিন।',
  'Rating must be a whole number.': 'রেটিং পূর্ণ সংখ্যায় দিন।',
  'Rating must be at least 1.': 'রেটিং অন্তত ১ হতে হবে।',
  'Rating must be at most 5.': 'রেটিং সর্বোচ্চ ৫ হতে পারে।',
  'Review must be text.': 'মতামত লিখে দিন।',
  'Review must not exceed 1000 characters.': 'মতামত ১০০০ অক্ষরের বেশি হতে পারবে না।',

  // slot-requests.ts
  'Select a station, its required for marketers.': 'একটি স্টেশন বেছে নিন; মার্কেটারদের জন্য এটি দরকার।',
  'Select a department at first, its required.': 'প্রথমে একটি বিভাগ বেছে নিন, এটি দরকার।',
  'Patient name is required': 'রোগীর নাম লিখুন।',
  'Days must be a whole number from 1 to 90.': 'দিনের সংখ্যা ১ থেকে ৯০-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  'Status must be pending, approved or rejected.': 'অবস্থা হতে হবে অপেক্ষমাণ, অনুমোদিত অথবা বাতিল।',
  // The visit day (appointments.ts, patients.ts, queue.ts)
  'Appointments can be cancelled or moved up to 2 hours before the chamber starts. Please call the hospital.':
    'চেম্বার শুরুর ২ ঘণ্টা আগ পর্যন্ত অ্যাপয়েন্টমেন্ট বাতিল বা তারিখ বদল করা যায়। এখন বদলাতে হাসপাতালে ফোন করুন।',
  'This appointment is already on that date. Choose another date.':
    'অ্যাপয়েন্টমেন্টটি এই তারিখেই আছে। অন্য একটি তারিখ বেছে নিন।',
  'Scan or type the appointment code.': 'অ্যাপয়েন্টমেন্টের কোডটি স্ক্যান করুন বা লিখুন।',
  'This code is not an appointment code of this hospital.': 'এটি এই হাসপাতালের কোনো অ্যাপয়েন্টমেন্টের কোড নয়।',
  'This appointment was cancelled, so it cannot be checked in.': 'অ্যাপয়েন্টমেন্টটি বাতিল হয়েছে, তাই চেক-ইন করা যাবে না।',
  'This appointment is already done.': 'এই অ্যাপয়েন্টমেন্টের দেখানো শেষ হয়ে গেছে।',
  'This appointment is for {date}, not today.': 'এই অ্যাপয়েন্টমেন্টটি {date} তারিখের, আজকের নয়।',
  'Weight must be a whole number of kg.': 'ওজন পূর্ণ কেজিতে লিখুন।',
  'You can add at most 6 family members.': 'পরিবারের সর্বোচ্চ ৬ জন সদস্য যোগ করা যায়।',
  'Family member not found.': 'পরিবারের এই সদস্যকে পাওয়া যায়নি।',
  'This family member has pending appointments. Cancel them before removing the family member.':
    'এই সদস্যের অপেক্ষমাণ অ্যাপয়েন্টমেন্ট আছে। সদস্যকে সরানোর আগে সেগুলো বাতিল করুন।',
  'Name is required.': 'নাম লিখুন।',
  'Choose how this person is related to you.': 'ইনি আপনার কী হন, বেছে নিন।',
  'Choose English (en) or Bangla (bn).': 'ইংরেজি (en) অথবা বাংলা (bn) বেছে নিন।',
  'SMS opt-out must be true or false.': 'এসএমএস বন্ধ রাখার ঘরে হ্যাঁ বা না বেছে নিন।',
  'No one is waiting in the queue.': 'লাইনে এখন কেউ অপেক্ষা করছেন না।',
  'No serial is being served right now.': 'এখন কোনো সিরিয়াল দেখা হচ্ছে না।',
  'Now serving serial {count}.': 'এখন সিরিয়াল {count} দেখা হচ্ছে।',
  'You can only manage your own queue.': 'আপনি শুধু নিজের রোগীদের লাইন চালাতে পারবেন।',
  'Choose at least one doctor for the board.': 'বোর্ডের জন্য অন্তত একজন ডাক্তার বেছে নিন।',
  'Name the board, for example "Ground floor waiting room".': 'বোর্ডের একটি নাম দিন, যেমন "নিচতলার ওয়েটিং রুম"।',
  'The board name must not exceed 60 characters.': 'বোর্ডের নাম ৬০ অক্ষরের বেশি হতে পারবে না।',
  'Each doctor can be chosen once.': 'একজন ডাক্তারকে একবারই বেছে নেওয়া যায়।',
  'A board shows at most 12 doctors.': 'একটি বোর্ডে সর্বোচ্চ ১২ জন ডাক্তার দেখানো যায়।',
  'Board link not found.': 'বোর্ডের লিংকটি পাওয়া যায়নি।',
  'This board link is not valid. Ask an administrator for a new one.':
    'বোর্ডের লিংকটি সঠিক নয়। নতুন লিংকের জন্য অ্যাডমিনকে বলুন।',
  'This board link was revoked. Ask an administrator for a new one.':
    'বোর্ডের লিংকটি বন্ধ করে দেওয়া হয়েছে। নতুন লিংকের জন্য অ্যাডমিনকে বলুন।',

  // consultations.ts: the video, voice and chat room
  'Please read and accept the current consent for remote consultations.':
    'অনলাইনে ডাক্তার দেখানোর বর্তমান সম্মতিপত্রটি পড়ে সম্মতি দিন।',
  'Choose video, voice call or chat.': 'ভিডিও কল, অডিও কল অথবা চ্যাট বেছে নিন।',
  'This consultation room is not open now.': 'এই কনসালটেশন রুম এখন খোলা নেই।',
  'Please read and accept the consent for remote consultations first.':
    'আগে অনলাইনে ডাক্তার দেখানোর সম্মতিপত্রটি পড়ে সম্মতি দিন।',
  'This consultation has ended.': 'এই কনসালটেশন শেষ হয়ে গেছে।',
  'The doctor has not started this consultation yet.': 'ডাক্তার এখনো কনসালটেশন শুরু করেননি।',
  'Only the patient can do this.': 'এটি শুধু রোগী করতে পারেন।',
  'Only the doctor can do this.': 'এটি শুধু ডাক্তার করতে পারেন।',
  'Only the doctor can switch this consultation to chat or back to video.':
    'চ্যাটে যাওয়া বা আবার ভিডিওতে ফেরা শুধু ডাক্তার করতে পারেন।',
  'The doctor will admit you': 'ডাক্তার আপনাকে ভেতরে ডেকে নেবেন।',
  'This is not a call signal this room understands.': 'এই কলের সংকেতটি বোঝা যায়নি।',
  "The room opens at {text}, 15 minutes before the doctor's chamber.":
    'রুমটি খুলবে {text}-এ, ডাক্তারের চেম্বার শুরুর ১৫ মিনিট আগে।',
  'Too many call signals from this room. Please wait a few minutes and try again.':
    'এই রুম থেকে অনেক বেশি কলের সংকেত এসেছে। কয়েক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  'Write a message first.': 'আগে একটি মেসেজ লিখুন।',
  'A message can be at most 2000 characters.': 'একটি মেসেজ সর্বোচ্চ ২০০০ অক্ষরের হতে পারে।',
  'Only photos (JPEG, PNG, WebP) and PDF files can be sent.': 'শুধু ছবি (JPEG, PNG, WebP) আর PDF ফাইল পাঠানো যায়।',
  'A file can be at most 5 MB.': 'একটি ফাইল সর্বোচ্চ ৫ এমবি হতে পারে।',
  'This file could not be read. Please send another.': 'ফাইলটি খোলা যায়নি। অন্য একটি ফাইল পাঠান।',
  'The chat is closed: this consultation is not open now.': 'চ্যাট বন্ধ: এই কনসালটেশন এখন খোলা নেই।',
  'Choose a photo or a PDF file to send.': 'পাঠানোর জন্য একটি ছবি বা PDF ফাইল বেছে নিন।',
  'File not found.': 'ফাইলটি পাওয়া যায়নি।',
  'This PDF has scripts or embedded files in it and cannot be sent. Please send a plain PDF or a photo of the page.':
    'এই PDF-এ স্ক্রিপ্ট বা ভেতরে রাখা ফাইল আছে, তাই পাঠানো যাবে না। সাধারণ একটি PDF বা পাতাটির ছবি পাঠান।',
  'You are sending messages too fast. Please wait a moment and try again.':
    'আপনি খুব দ্রুত মেসেজ পাঠাচ্ছেন। একটু অপেক্ষা করে আবার চেষ্টা করুন।',
  'You have sent as many files as a consultation takes in a day. Please send more tomorrow.':
    'একটি কনসালটেশনে এক দিনে যতগুলো ফাইল পাঠানো যায়, আপনি তা পাঠিয়ে ফেলেছেন। আরও ফাইল আগামীকাল পাঠান।',
  'A message needs its client id.': 'মেসেজটির সাথে তার আইডি পাঠাতে হবে।',

  // prescriptions.ts: the prescription the doctor writes and signs
  'A BMDC registration number is at most 20 letters, digits, spaces, dashes or slashes.':
    'বিএমডিসি রেজিস্ট্রেশন নম্বর সর্বোচ্চ ২০টি অক্ষর, সংখ্যা, স্পেস, ড্যাশ বা স্ল্যাশ হতে পারে।',
  'A dose is 0 to 10 units in steps of a half.': 'একবারে শূন্য থেকে দশ পর্যন্ত, আধা করে বাড়িয়ে ডোজ লিখুন।',
  'Give a dose for the morning, noon or night.': 'সকাল, দুপুর বা রাতের অন্তত একটি ডোজ দিন।',
  'Write the dose in 1 to 60 characters.': 'ডোজটি ১ থেকে ৬০ অক্ষরের মধ্যে লিখুন।',
  'Choose before food, after food or either.': 'খাবারের আগে, খাবারের পরে, নাকি যেকোনো সময়, তা বেছে নিন।',
  'A duration is 1 to 365 days, weeks or months, or "continue".':
    'কত দিন খাবেন: ১ থেকে ৩৬৫ দিন, সপ্তাহ বা মাস, অথবা "চলবে" লিখুন।',
  "Write the medicine's name in 1 to 120 characters.": 'ওষুধের নাম ১ থেকে ১২০ অক্ষরের মধ্যে লিখুন।',
  'An instruction can be at most 200 characters.': 'নির্দেশনা সর্বোচ্চ ২০০ অক্ষরের হতে পারে।',
  'A generic name can be at most 200 characters.': 'জেনেরিক নাম সর্বোচ্চ ২০০ অক্ষরের হতে পারে।',
  'Write the blood pressure as two numbers, like 120/80.': 'রক্তচাপ দুটি সংখ্যায় লিখুন, যেমন ১২০/৮০।',
  'Pulse must be a whole number from 20 to 250.': 'পালস ২০ থেকে ২৫০-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  'Temperature must be from 90 to 110 °F.': 'তাপমাত্রা ৯০ থেকে ১১০ °F-এর মধ্যে হতে হবে।',
  'Weight must be from 0.5 to 300 kg.': 'ওজন ০.৫ থেকে ৩০০ কেজির মধ্যে হতে হবে।',
  'Findings can be at most 1000 characters.': 'পরীক্ষার ফলাফল সর্বোচ্চ ১০০০ অক্ষরের হতে পারে।',
  'Chief complaints can be at most 2000 characters.': 'প্রধান সমস্যাগুলো সর্বোচ্চ ২০০০ অক্ষরের হতে পারে।',
  'The diagnosis can be at most 1000 characters.': 'রোগনির্ণয় সর্বোচ্চ ১০০০ অক্ষরের হতে পারে।',
  'A prescription can have at most 30 medicines.': 'একটি প্রেসক্রিপশনে সর্বোচ্চ ৩০টি ওষুধ থাকতে পারে।',
  'A prescription can have at most 30 tests.': 'একটি প্রেসক্রিপশনে সর্বোচ্চ ৩০টি পরীক্ষা থাকতে পারে।',
  'Write each test in 1 to 120 characters.': 'প্রতিটি পরীক্ষা ১ থেকে ১২০ অক্ষরের মধ্যে লিখুন।',
  'Advice can be at most 2000 characters.': 'পরামর্শ সর্বোচ্চ ২০০০ অক্ষরের হতে পারে।',
  'Follow-up is after 1 to 365 days or weeks.': 'আবার দেখানোর সময় ১ থেকে ৩৬৫ দিন বা সপ্তাহ পরে হতে পারে।',
  'Send the revision of the prescription you last loaded.': 'সবশেষে খোলা প্রেসক্রিপশনটির সংস্করণ নম্বর পাঠাতে হবে।',
  'Say what this version corrects, in 3 to 300 characters.':
    'এই নতুন সংস্করণে কী সংশোধন করা হচ্ছে, তা ৩ থেকে ৩০০ অক্ষরের মধ্যে লিখুন।',
  'You can keep at most 50 favourite medicines.': 'সর্বোচ্চ ৫০টি প্রিয় ওষুধ রাখা যায়।',
  'This prescription is signed and cannot be changed. Write a new version to correct it.':
    'এই প্রেসক্রিপশনে সই করা হয়েছে, তাই আর বদলানো যাবে না। সংশোধনের জন্য একটি নতুন সংস্করণ লিখুন।',
  'This prescription was saved from another window. Reload it to see the latest text.':
    'এই প্রেসক্রিপশনটি অন্য একটি উইন্ডো থেকে সেভ করা হয়েছে। সর্বশেষ লেখা দেখতে পাতাটি আবার লোড করুন।',
  'A prescription can be written during the visit or after it, not for a cancelled or later visit.':
    'প্রেসক্রিপশন লেখা যায় ভিজিটের সময় বা পরে; বাতিল হওয়া বা পরের কোনো দিনের ভিজিটের জন্য নয়।',
  'Write a diagnosis, a medicine or advice before signing.': 'সই করার আগে রোগনির্ণয়, একটি ওষুধ বা পরামর্শ লিখুন।',
  'Only a signed prescription can be corrected by a new version.':
    'শুধু সই করা প্রেসক্রিপশনই নতুন সংস্করণ দিয়ে সংশোধন করা যায়।',
  'This prescription was already replaced by a newer version.':
    'এই প্রেসক্রিপশনের জায়গায় এরই মধ্যে একটি নতুন সংস্করণ এসেছে।',
  'Prescription not found.': 'প্রেসক্রিপশনটি পাওয়া যায়নি।',

  // pharmacy.ts: medicine orders, stock and home delivery
  'Order not found.': 'অর্ডারটি পাওয়া যায়নি।',
  'This medicine is already ordered from this prescription.': 'এই প্রেসক্রিপশন থেকে ওষুধটি আগেই অর্ডার করা হয়েছে।',
  'Choose at least one medicine to order.': 'অর্ডার করতে অন্তত একটি ওষুধ বেছে নিন।',
  'An order can have at most 30 medicines.': 'একটি অর্ডারে সর্বোচ্চ ৩০টি ওষুধ থাকতে পারে।',
  'Each medicine can be ordered once in an order.': 'একটি অর্ডারে প্রতিটি ওষুধ একবারই দেওয়া যায়।',
  'A quantity is 1 to 1000.': 'পরিমাণ ১ থেকে ১০০০-এর মধ্যে হতে হবে।',
  'Choose pickup at the hospital pharmacy or home delivery.':
    'হাসপাতালের ফার্মেসি থেকে নিজে নেবেন, নাকি বাসায় ডেলিভারি চান, তা বেছে নিন।',
  'Choose an area of Dhaka from the list.': 'তালিকা থেকে ঢাকার একটি এলাকা বেছে নিন।',
  'Write the address in 5 to 300 characters.': 'ঠিকানা ৫ থেকে ৩০০ অক্ষরের মধ্যে লিখুন।',
  'A landmark can be at most 120 characters.': 'চেনার মতো জায়গার নাম সর্বোচ্চ ১২০ অক্ষরের হতে পারে।',
  'Choose to pay online or in cash.': 'অনলাইনে, নাকি নগদে টাকা দেবেন, তা বেছে নিন।',
  'This prescription cannot be ordered from.': 'এই প্রেসক্রিপশন থেকে ওষুধ অর্ডার করা যাবে না।',
  'Online payment is not available now. Please choose cash.':
    'এখন অনলাইনে টাকা দেওয়া যাচ্ছে না। অনুগ্রহ করে নগদে দেওয়া বেছে নিন।',
  'Too many orders today. Please call the pharmacy.': 'আজ অনেকগুলো অর্ডার হয়ে গেছে। অনুগ্রহ করে ফার্মেসিতে ফোন করুন।',
  'This order is already being filled; call the pharmacy to cancel it.':
    'এই অর্ডারের ওষুধ এরই মধ্যে গোছানো হচ্ছে; বাতিল করতে ফার্মেসিতে ফোন করুন।',
  'This order can no longer be changed.': 'এই অর্ডারটি আর বদলানো যাবে না।',
  'This order is already paid.': 'এই অর্ডারের টাকা আগেই দেওয়া হয়েছে।',
  'Fill every line of the order once.': 'অর্ডারের প্রতিটি ওষুধ একবার করে দিন।',
  'A filled quantity is 1 to the quantity ordered.': 'যত দেবেন, তা ১ থেকে অর্ডার করা পরিমাণের মধ্যে হতে হবে।',
  'A substitute must be the same generic and strength.': 'বিকল্প ওষুধের জেনেরিক আর শক্তি একই হতে হবে।',
  'Say why you substitute, in 3 to 200 characters.': 'কেন বিকল্প ওষুধ দিচ্ছেন, তা ৩ থেকে ২০০ অক্ষরের মধ্যে লিখুন।',
  'Say what is missing, in 3 to 200 characters.': 'কী নেই, তা ৩ থেকে ২০০ অক্ষরের মধ্যে লিখুন।',
  'Fill at least one line, or refuse the order.': 'অন্তত একটি ওষুধ দিন, নয়তো অর্ডারটি ফিরিয়ে দিন।',
  'Not enough stock of {name}: {count} on hand.': '{name} যথেষ্ট স্টকে নেই: হাতে আছে {count}টি।',
  'Say why the order is refused, in 3 to 300 characters.': 'অর্ডারটি কেন ফিরিয়ে দিচ্ছেন, তা ৩ থেকে ৩০০ অক্ষরের মধ্যে লিখুন।',
  'Choose a delivery rider.': 'একজন ডেলিভারি কর্মী বেছে নিন।',
  'This order is not paid yet.': 'এই অর্ডারের টাকা এখনো দেওয়া হয়নি।',
  "Enter the 4-digit code from the patient's SMS.": 'রোগীর এসএমএসে পাওয়া ৪ অঙ্কের কোডটি লিখুন।',
  'The code does not match.': 'কোডটি মেলেনি।',
  'Too many wrong codes. Ask the pharmacy to send a new code.':
    'অনেকবার ভুল কোড দেওয়া হয়েছে। নতুন কোড পাঠাতে ফার্মেসিকে বলুন।',
  'Write the cash in whole taka.': 'নগদ টাকার পরিমাণ পূর্ণ টাকায় লিখুন।',
  'Collect {amount} taka from the patient.': 'রোগীর কাছ থেকে {amount} টাকা নিন।',
  'This order is paid online; collect no cash.': 'এই অর্ডারের টাকা অনলাইনে দেওয়া হয়েছে; নগদ কিছু নেবেন না।',
  'Choose why the delivery failed.': 'ডেলিভারি কেন হলো না, তা বেছে নিন।',
  'A note can be at most 300 characters.': 'নোট সর্বোচ্চ ৩০০ অক্ষরের হতে পারে।',
  'This rider has no cash to close.': 'এই ডেলিভারি কর্মীর কাছে হিসাব মেলানোর মতো কোনো নগদ টাকা নেই।',
  'Choose a medicine from the formulary.': 'হাসপাতালের ওষুধের তালিকা থেকে একটি ওষুধ বেছে নিন।',
  'Write the batch number in 1 to 40 characters.': 'ব্যাচ নম্বর ১ থেকে ৪০ অক্ষরের মধ্যে লিখুন।',
  'The expiry date must be after today.': 'মেয়াদ শেষের তারিখ আজকের পরের কোনো দিন হতে হবে।',
  'A quantity received is a whole number from 1 to 100000.':
    'কতগুলো এসেছে, তা ১ থেকে ১০০০০০-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  'Write the unit price in taka, from 0 to 100000, with at most 2 decimals.':
    'একেকটির দাম টাকায় লিখুন, ০ থেকে ১০০০০০-এর মধ্যে, দশমিকের পরে সর্বোচ্চ ২ ঘর।',
  'This batch number is already in stock with another expiry date or price.':
    'এই ব্যাচ নম্বরটি অন্য মেয়াদের তারিখ বা দামে আগে থেকেই স্টকে আছে।',
  'Batch not found.': 'ব্যাচটি পাওয়া যায়নি।',
  'Only an expired batch can be written off.': 'শুধু মেয়াদ পেরোনো ব্যাচই বাদ দেওয়া যায়।',
  'A reorder level is a whole number from 0 to 100000.':
    'আবার অর্ডারের সীমা ০ থেকে ১০০০০০-এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে।',
  'View must be open, today or all.': 'তালিকা হতে হবে চলমান, আজকের অথবা সব।',
  'Section must be orders, sales, riders or movements.':
    'অংশ হতে হবে অর্ডার, বিক্রি, ডেলিভারি কর্মী অথবা স্টকের আসা-যাওয়া।',
} as const satisfies SentenceBook;

/**
 * zod's own English (its `en` locale) for a check that has no message of ours: a body that is not an object, a
 * field of a machine-facing schema (the gateway's callback). Forms never send such input, so these are plain
 * and general rather than zod's technical detail. Kept apart from the schema messages above, which the source scan
 * checks one by one.
 */
export const ZOD_MESSAGES_BN = {
  'Invalid input': 'তথ্যটি সঠিক নয়।',
  'Invalid input: more than one option matched': 'তথ্যটি সঠিক নয়।',
  'Invalid input: expected {text}, received {text2}': 'তথ্যটি সঠিক ধরনের নয়।',
  'Invalid input: expected {text}': 'তথ্যটি সঠিক নয়।',
  'Invalid option: expected one of {text}': 'তালিকায় থাকা একটি মান বেছে নিন।',
  'Invalid discriminator value. Expected {text}': 'তালিকায় থাকা একটি মান বেছে নিন।',
  'Too small: expected string to have >={count} characters': 'লেখাটি খুব ছোট: অন্তত {count} অক্ষর লাগবে।',
  'Too big: expected string to have <={count} characters': 'লেখাটি খুব বড়: সর্বোচ্চ {count} অক্ষর হতে পারে।',
  'Too small: expected {text}': 'মানটি খুব ছোট।',
  'Too big: expected {text}': 'মানটি খুব বড়।',
  'Invalid string: {text}': 'লেখাটি সঠিক আকারে নেই।',
  'Invalid number: must be a multiple of {text}': 'সংখ্যাটি সঠিক নয়।',
  'Unrecognized key: {text}': 'অচেনা তথ্য পাঠানো হয়েছে: {text}।',
  'Unrecognized keys: {text}': 'অচেনা তথ্য পাঠানো হয়েছে: {text}।',
  'Invalid key in {text}': 'তথ্যটি সঠিক নয়।',
  'Invalid value in {text}': 'তথ্যটি সঠিক নয়।',
} as const satisfies SentenceBook;
