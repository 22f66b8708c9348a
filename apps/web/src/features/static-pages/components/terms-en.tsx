import { Link } from 'react-router';
import { HotlineNumber } from '@/components/ui/hotline-link';
import { siteConfig } from '@/config/site';
import { onlinePaymentOffered } from '@/lib/online-payment';
import { ContactBlock } from './contact-block';
import { POLICY_LINK_CLASS, PolicyList, type PolicySectionData, type PolicyText } from './policy-page';

/** Read at render: with PAYMENT_GATEWAY=none the hospital takes no payment online, and the terms say so. */
function FeesAndPayment() {
  if (!onlinePaymentOffered()) {
    return (
      <p>
        Consultation fees are shown in Bangladeshi taka before you book. You pay at the hospital before your
        consultation starts; we do not take payments online at present.
      </p>
    );
  }
  return (
    <>
      <p>
        Consultation fees are shown in Bangladeshi taka before you book. You can pay online (debit or credit card,
        bKash, Nagad and other methods offered by our payment gateway, SSLCommerz) or choose Pay Later and pay before
        your consultation starts.
      </p>
      <p>
        We never see or store your card number or mobile-wallet PIN: these are entered on the payment gateway&apos;s
        secure page.
      </p>
    </>
  );
}

const sections: readonly PolicySectionData[] = [
  {
    id: 'using-this-site',
    heading: 'Using this website',
    body: (
      <>
        <p>
          This website and patient portal are run by {siteConfig.companyName} (trade licence {siteConfig.tradeLicence})
          for {siteConfig.name}. By creating an account, booking an appointment or sending a callback request you agree
          to these terms.
        </p>
        <p>
          Please give true and complete information about yourself and the patient you book for. You may book for a
          family member, but you are responsible for the details you enter on their behalf.
        </p>
      </>
    ),
  },
  {
    id: 'not-for-emergencies',
    heading: 'Not for emergencies',
    body: (
      <p>
        Online booking, callback requests and online consultations are not for emergencies. In an emergency call our
        hotline <HotlineNumber className={POLICY_LINK_CLASS} />, come straight to the hospital, or call the national
        emergency service on{' '}
        <a href="tel:999" className={POLICY_LINK_CLASS}>
          999
        </a>
        .
      </p>
    ),
  },
  {
    id: 'appointments',
    heading: 'Appointments and serial numbers',
    body: (
      <PolicyList>
        <li>
          A booking gives you a serial number for the chosen doctor and date. Doctors see patients in serial order; the
          time you wait depends on the consultations before yours.
        </li>
        <li>Our team may call you to confirm a booking. Please keep the contact number on your account reachable.</li>
        <li>
          Please arrive at least 15 minutes before the doctor&apos;s chamber opens and bring your Holder ID, earlier
          prescriptions and test reports.
        </li>
        <li>
          A doctor may be called away for an emergency or leave. If that happens we will tell you as soon as we can and
          offer another date, another doctor or a refund.
        </li>
      </PolicyList>
    ),
  },
  {
    id: 'online-consultations',
    heading: 'Video, voice and chat consultations',
    body: (
      <PolicyList>
        <li>You need a working phone or computer and a stable internet connection at the booked time.</li>
        <li>
          The doctor may decide that you need to be examined in person or tested, and ask you to visit the hospital.
        </li>
        <li>
          A remote consultation has limits: the doctor cannot examine you physically. Tell the doctor everything that
          matters, including the medicines you take.
        </li>
      </PolicyList>
    ),
  },
  {
    id: 'fees-and-payment',
    heading: 'Fees and payment',
    body: <FeesAndPayment />,
  },
  {
    id: 'cancellations',
    heading: 'Cancellations and refunds',
    body: (
      <p>
        If you cannot come, please call us so that someone else can have your serial. How and when money is returned is
        explained in our{' '}
        <Link to="/refund-policy" className={POLICY_LINK_CLASS}>
          Return and Refund Policy
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'your-account',
    heading: 'Your account',
    body: (
      <PolicyList>
        <li>Keep your password to yourself. Tell us straight away if you think someone else has used your account.</li>
        <li>One account belongs to one person. The Holder ID shown in your menu identifies you at the hospital.</li>
        <li>We may suspend an account that is used to make false bookings or to harass our staff or doctors.</li>
      </PolicyList>
    ),
  },
  {
    id: 'reviews',
    heading: 'Reviews',
    body: (
      <p>
        You can review a doctor after a completed visit. Reviews must be honest and polite and must not include
        anyone&apos;s private health details. We may remove reviews that are abusive, misleading or unrelated to the
        care received.
      </p>
    ),
  },
  {
    id: 'health-information',
    heading: 'Health information on this site',
    body: (
      <p>
        Doctor profiles and other information on this website are general information, not medical advice for your
        situation. Always follow the advice your doctor gives you in a consultation.
      </p>
    ),
  },
  {
    id: 'liability-and-law',
    heading: 'Liability and governing law',
    body: (
      <p>
        We work to keep this website accurate and available but cannot promise it will never be interrupted. Nothing in
        these terms limits any right you have under the laws of Bangladesh. These terms are governed by the laws of
        Bangladesh, and the courts of Dhaka have jurisdiction over any dispute.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    heading: 'Changes and contact',
    body: (
      <>
        <p>
          We may update these terms; the date at the top shows the latest version. Bookings already made follow the
          terms that applied when they were made.
        </p>
        <ContactBlock />
      </>
    ),
  },
];

export const termsEn: PolicyText = {
  title: 'Terms and Conditions',
  intro: (
    <p>
      These terms explain how you may use the {siteConfig.name} website and patient portal, and what you can expect from
      us when you book an appointment online.
    </p>
  ),
  sections,
};
