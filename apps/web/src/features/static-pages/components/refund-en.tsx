import { siteConfig } from '@/config/site';
import { HotlineNumber } from '@/components/ui/hotline-link';
import { ContactBlock } from './contact-block';
import { POLICY_LINK_CLASS, PolicyList, type PolicySectionData, type PolicyText } from './policy-page';
import { CLAIM_WINDOW_MONTHS, REFUND_DAYS_AFTER_VERIFICATION } from './refund-terms';

const sections: readonly PolicySectionData[] = [
  {
    id: 'when-you-get-a-refund',
    heading: 'When you can get a refund',
    body: (
      <PolicyList>
        <li>The doctor was not available and you did not accept another date or another doctor.</li>
        <li>You cancelled a paid appointment before your consultation started.</li>
        <li>We cancelled your appointment.</li>
        <li>You were charged twice, or charged more than the fee shown when you booked.</li>
        <li>You paid for a service that was not provided.</li>
      </PolicyList>
    ),
  },
  {
    id: 'time-limits',
    heading: 'Time limits',
    body: (
      <>
        <p>
          We refund only services from the past {CLAIM_WINDOW_MONTHS} months: for older payments we no longer hold the
          records needed to verify them.
        </p>
        <p>
          Once your request is verified, the refund is made within {REFUND_DAYS_AFTER_VERIFICATION} days of
          verification.
        </p>
      </>
    ),
  },
  {
    id: 'not-refundable',
    heading: 'What cannot be refunded',
    body: (
      <PolicyList>
        <li>A consultation that has already taken place, in person or online.</li>
        <li>
          Medicines and supplies that have been opened or used. Unopened medicines are returned under the
          pharmacy&apos;s own rules.
        </li>
        <li>Tests for which the sample has already been collected.</li>
      </PolicyList>
    ),
  },
  {
    id: 'how-to-ask',
    heading: 'How to ask for a refund',
    body: (
      <>
        <p>
          Call our hotline <HotlineNumber className={POLICY_LINK_CLASS} /> or visit the help desk. Please have ready:
        </p>
        <PolicyList>
          <li>your Holder ID (shown in the menu when you are logged in) or the contact number you booked with;</li>
          <li>the appointment date and the doctor&apos;s name;</li>
          <li>the transaction ID from the payment page or SMS, for online payments.</li>
        </PolicyList>
        <p>
          We check the payment with our records and the payment gateway, and tell you by phone whether the refund is
          approved.
        </p>
      </>
    ),
  },
  {
    id: 'how-money-is-returned',
    heading: 'How the money comes back',
    body: (
      <PolicyList>
        <li>
          <strong>Online payments</strong> made through SSLCommerz are refunded to the same card, bKash or Nagad account
          that paid. We cannot send the money to a different account or number.
        </li>
        <li>
          <strong>Cash payments</strong> are refunded in cash at the hospital counter against the payment receipt.
        </li>
        <li>
          After we send a refund, your bank or mobile-wallet provider may take a few more working days to show it in
          your statement.
        </li>
      </PolicyList>
    ),
  },
  {
    id: 'contact',
    heading: 'Questions',
    body: <ContactBlock />,
  },
];

export const refundEn: PolicyText = {
  title: 'Return and Refund Policy',
  intro: (
    <p>
      We want paying for care at {siteConfig.name} to be fair and simple. This policy explains when we return money, how
      long it takes and where it goes.
    </p>
  ),
  sections,
};
