import { siteConfig } from '@/config/site';
import { ContactBlock } from './contact-block';
import { PolicyList, type PolicySectionData, type PolicyText } from './policy-page';

// Written to match what the product really does (docs/architecture.md §6, §12): a sign-in cookie, a language cookie and local storage, no
// advertising trackers, card details only on the gateway's page, staff access by role.
const sections: readonly PolicySectionData[] = [
  {
    id: 'what-we-collect',
    heading: 'What we collect',
    body: (
      <PolicyList>
        <li>
          <strong>Account details:</strong> your name, age, gender, contact number, email address and a password (stored
          only in a scrambled form that nobody, including our staff, can read back).
        </li>
        <li>
          <strong>Patient details:</strong> your Holder ID, weight when recorded, your appointments, the short brief you
          write for the doctor, and the prescriptions and notes made during your care.
        </li>
        <li>
          <strong>Requests you send:</strong> callback requests and emergency slot requests, with the name, number and
          message you enter.
        </li>
        <li>
          <strong>Payments:</strong> the amount, the status and the transaction ID. Card numbers and mobile-wallet PINs
          are entered on SSLCommerz&apos;s secure page and never reach us.
        </li>
      </PolicyList>
    ),
  },
  {
    id: 'how-we-use-it',
    heading: 'How we use it',
    body: (
      <PolicyList>
        <li>To book, confirm and manage your appointments, and to call you back when you ask us to.</li>
        <li>To let your doctor see your history and prescribe safely.</li>
        <li>To take payments and make refunds.</li>
        <li>To keep the service secure, for example by limiting repeated failed logins.</li>
      </PolicyList>
    ),
  },
  {
    id: 'who-sees-it',
    heading: 'Who can see it',
    body: (
      <>
        <p>
          Inside the hospital, people see only what their work needs: a doctor sees the appointments made with them;
          attendants and administrators see the day&apos;s appointments and callback requests in order to run the front
          desk.
        </p>
        <p>
          Outside the hospital, we share data only with the payment gateway (to take a payment or make a refund), with
          the email provider that sends your password-reset mail, and with authorities when the law of Bangladesh
          requires it. We do not sell your data and we do not use it for advertising.
        </p>
      </>
    ),
  },
  {
    id: 'cookies-and-storage',
    heading: 'Cookies and storage on your device',
    body: (
      <PolicyList>
        <li>One cookie keeps you signed in. It cannot be read by scripts and is sent only to our sign-in service.</li>
        <li>
          Another cookie remembers the language you chose (English or Bangla), so pages come in that language. It holds
          nothing else.
        </li>
        <li>
          Your browser&apos;s local storage keeps your session, your language and an unfinished appointment booking, so
          a page reload does not lose them. Logging out clears the session.
        </li>
        <li>We use no advertising or third-party tracking cookies.</li>
      </PolicyList>
    ),
  },
  {
    id: 'security-and-retention',
    heading: 'Security and how long we keep data',
    body: (
      <>
        <p>
          The website is served over an encrypted connection, passwords are stored hashed, and password-reset links work
          once and expire after 30 minutes.
        </p>
        <p>
          Medical and payment records are kept for as long as your care needs them and as long as the law of Bangladesh
          requires hospitals to keep them.
        </p>
      </>
    ),
  },
  {
    id: 'your-choices',
    heading: 'Your choices',
    body: (
      <PolicyList>
        <li>You can ask for a copy of the personal data we hold about you.</li>
        <li>You can ask us to correct your name, age or weight; our staff update them after checking.</li>
        <li>
          You can ask us to close your account. We then remove your account details, but keep medical and payment
          records where the law requires it.
        </li>
        <li>Patients under 18 should be registered and accompanied by a parent or guardian.</li>
      </PolicyList>
    ),
  },
  {
    id: 'contact',
    heading: 'Changes and contact',
    body: (
      <>
        <p>
          If we change this policy, the date at the top changes too. For any privacy question or request, contact us:
        </p>
        <ContactBlock />
      </>
    ),
  },
];

export const privacyEn: PolicyText = {
  title: 'Privacy Policy',
  intro: (
    <p>
      {siteConfig.name} treats your personal and health information with the same care as your health. This policy
      explains what we collect through this website, why, who can see it and the choices you have.
    </p>
  ),
  sections,
};
