import { toBengaliDigits } from '@hospital/contract/format-bn';
import { HotlineNumber } from '@/components/ui/hotline-link';
import { siteConfig } from '@/config/site';
import { ContactBlock } from './contact-block';
import { POLICY_LINK_CLASS, PolicyList, type PolicySectionData, type PolicyText } from './policy-page';
import { CLAIM_WINDOW_MONTHS, REFUND_DAYS_AFTER_VERIFICATION } from './refund-terms';

// Cash is 'ক্যাশ' here, never 'নগদ': Nagad, the mobile wallet, is named in the same list and reads 'নগদ'.
const sections: readonly PolicySectionData[] = [
  {
    id: 'when-you-get-a-refund',
    heading: 'কখন টাকা ফেরত পাবেন',
    body: (
      <PolicyList>
        <li>ডাক্তার ছিলেন না, আর আপনি অন্য তারিখ বা অন্য ডাক্তার নিতে রাজি হননি।</li>
        <li>ডাক্তার দেখানো শুরুর আগেই আপনি পেমেন্ট করা অ্যাপয়েন্টমেন্টটি বাতিল করেছেন।</li>
        <li>আমরা আপনার অ্যাপয়েন্টমেন্ট বাতিল করেছি।</li>
        <li>আপনার কাছ থেকে দুবার টাকা নেওয়া হয়েছে, অথবা বুক করার সময় দেখানো ফি-র চেয়ে বেশি নেওয়া হয়েছে।</li>
        <li>যে সেবার জন্য টাকা দিয়েছেন, সেটি দেওয়া হয়নি।</li>
      </PolicyList>
    ),
  },
  {
    id: 'time-limits',
    heading: 'সময়সীমা',
    body: (
      <>
        <p>
          শুধু গত {toBengaliDigits(CLAIM_WINDOW_MONTHS)} মাসের সেবার টাকা ফেরত দেওয়া হয়: এর চেয়ে পুরোনো পেমেন্ট যাচাই করার
          কাগজপত্র আমাদের কাছে আর থাকে না।
        </p>
        <p>
          আপনার অনুরোধ যাচাই হয়ে গেলে যাচাইয়ের {toBengaliDigits(REFUND_DAYS_AFTER_VERIFICATION)} দিনের মধ্যে টাকা ফেরত
          দেওয়া হয়।
        </p>
      </>
    ),
  },
  {
    id: 'not-refundable',
    heading: 'যা ফেরত হয় না',
    body: (
      <PolicyList>
        <li>যে পরামর্শ এরই মধ্যে হয়ে গেছে, সরাসরি হোক বা অনলাইনে।</li>
        <li>খোলা বা ব্যবহার করা ওষুধ ও সামগ্রী। না-খোলা ওষুধ ফার্মেসির নিজের নিয়মে ফেরত নেওয়া হয়।</li>
        <li>যে পরীক্ষার জন্য নমুনা (স্যাম্পল) নেওয়া হয়ে গেছে।</li>
      </PolicyList>
    ),
  },
  {
    id: 'how-to-ask',
    heading: 'কীভাবে টাকা ফেরত চাইবেন',
    body: (
      <>
        <p>
          আমাদের হটলাইনে <HotlineNumber className={POLICY_LINK_CLASS} /> ফোন করুন, অথবা হেল্প ডেস্কে আসুন। হাতের কাছে রাখুন:
        </p>
        <PolicyList>
          <li>আপনার হোল্ডার আইডি (লগইন করলে মেনুতে দেখা যায়) অথবা যে মোবাইল নম্বর দিয়ে বুক করেছিলেন;</li>
          <li>অ্যাপয়েন্টমেন্টের তারিখ ও ডাক্তারের নাম;</li>
          <li>অনলাইনে পেমেন্ট করে থাকলে, পেমেন্ট পেজ বা এসএমএস-এ পাওয়া ট্রানজেকশন আইডি।</li>
        </PolicyList>
        <p>
          আমরা আমাদের হিসাব ও পেমেন্ট গেটওয়ের সঙ্গে মিলিয়ে পেমেন্টটি যাচাই করি, তারপর ফোনে জানাই টাকা ফেরত মঞ্জুর হলো কি না।
        </p>
      </>
    ),
  },
  {
    id: 'how-money-is-returned',
    heading: 'টাকা কীভাবে ফেরত আসে',
    body: (
      <PolicyList>
        <li>
          <strong>অনলাইনে পেমেন্ট</strong> SSLCommerz দিয়ে করে থাকলে, যে কার্ড, বিকাশ বা নগদ অ্যাকাউন্ট থেকে টাকা দিয়েছিলেন
          সেখানেই ফেরত যায়। অন্য কোনো অ্যাকাউন্ট বা নম্বরে আমরা টাকা পাঠাতে পারি না।
        </li>
        <li>
          <strong>ক্যাশে পেমেন্ট</strong> করে থাকলে, পেমেন্টের রসিদ দেখিয়ে হাসপাতালের কাউন্টার থেকে ক্যাশে টাকা ফেরত পাবেন।
        </li>
        <li>আমরা টাকা পাঠানোর পরও আপনার ব্যাংক বা মোবাইল ওয়ালেটের হিসাবে তা দেখাতে আরও কয়েক কর্মদিবস লাগতে পারে।</li>
      </PolicyList>
    ),
  },
  {
    id: 'contact',
    heading: 'প্রশ্ন থাকলে',
    body: <ContactBlock />,
  },
];

export const refundBn: PolicyText = {
  title: 'ফেরত ও রিফান্ড নীতি',
  intro: (
    <p>
      {siteConfig.name}-এ চিকিৎসার খরচ দেওয়া যেন ন্যায্য ও সহজ হয়, আমরা সেটাই চাই। কখন টাকা ফেরত দিই, কত দিন লাগে আর টাকা
      কোথায় যায়, এই নীতিতে তা বলা আছে।
    </p>
  ),
  sections,
};
