import { Link } from 'react-router-dom';
import { POLICY } from '../../../shared/policy';
import { ContactLines } from '../legal/ContactLines';
import { LegalPage, type LegalSection } from '../legal/LegalPage';

const { productName, company } = POLICY;

const SECTIONS: LegalSection[] = [
  {
    title: 'Information we collect',
    body: (
      <ul>
        <li>Account details: your name, e-mail address, phone number and a securely hashed password.</li>
        <li>Invitation content: the names, dates, text, photos and music you add to your invitation website.</li>
        <li>Contact form messages: your name, phone, e-mail and message.</li>
        <li>Order details: the template and pack you bought and the payment status reported by our payment partner.</li>
        <li>Visit counts: how many times our home and catalogue pages are opened, without identifying you.</li>
      </ul>
    ),
  },
  {
    title: 'How we use it',
    body: (
      <ul>
        <li>To create, host and support your invitation website.</li>
        <li>To send one-time codes, password-reset links and messages about your order.</li>
        <li>To answer your questions and requests for a demo.</li>
        <li>To keep the service secure and to improve it.</li>
      </ul>
    ),
  },
  {
    title: 'Your guests’ information',
    body: (
      <p>
        Guests who RSVP, leave wishes or upload photos on your invitation website share that information with you. We
        store it only to show it on your website and in your dashboard, where you decide which photos and wishes are
        shown.
      </p>
    ),
  },
  {
    title: 'Sharing',
    body: (
      <p>
        We do not sell your data. We share it only with the service providers who help us run {productName} (hosting,
        e-mail delivery and payment processing), under agreements that protect it, or when the law requires us to.
      </p>
    ),
  },
  {
    title: 'Storage and security',
    body: (
      <p>
        Your data is stored on secure servers. Passwords are hashed, one-time codes and reset links expire and can be
        used once, and access to your invitation content is limited to your account. No method of storage is perfectly
        secure, but we work to protect your information and will tell you promptly if a breach affects you.
      </p>
    ),
  },
  {
    title: 'Cookies and local storage',
    body: (
      <p>
        We do not use advertising cookies. Your browser’s local storage keeps your sign-in session (which expires after{' '}
        {POLICY.selectionMinutes} minutes) and the template you selected, so the cart works as you expect.
      </p>
    ),
  },
  {
    title: 'Your rights',
    body: (
      <p>
        You may ask us for a copy of your data, ask us to correct it, or ask us to delete your account and invitation
        content. We keep order records for as long as tax law requires.
      </p>
    ),
  },
  {
    title: 'Contact us',
    body: (
      <>
        <p>For any privacy question or request, contact {company}:</p>
        <ContactLines />
      </>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          Your invitation holds personal moments: names, photos and the people you love. This policy explains what
          information {productName} collects, why, and how we protect it. See also our{' '}
          <Link to="/terms">Terms of Service</Link>.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
