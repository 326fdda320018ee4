import { Link } from 'react-router-dom';
import { POLICY } from '../../../shared/policy';
import { formatRupees, GST_RATE } from '../../../shared/pricing';
import { ContactLines } from '../legal/ContactLines';
import { LegalPage, type LegalSection } from '../legal/LegalPage';

const { productName, company } = POLICY;

/** Twelve numbered sections; every number comes from the policy module the cart and server also read. */
const SECTIONS: LegalSection[] = [
  {
    title: 'Acceptance of these terms',
    body: (
      <p>
        By using the {productName} website, creating an account or buying a template, you agree to these Terms of
        Service. If you do not agree, please do not use the service. These terms are issued by {company} (“we”, “us”).
      </p>
    ),
  },
  {
    title: 'Our service',
    body: (
      <p>
        {productName} sells customisable invitation websites for events such as weddings, engagements, birthdays,
        anniversaries, house-warmings, parties, school events and festivals. You choose a template and a pack, fill in
        your content, and we host your invitation website at a link you can share with your guests.
      </p>
    ),
  },
  {
    title: 'Your account',
    body: (
      <ul>
        <li>
          You must give a valid e-mail address, which we verify with a one-time code, and keep your password
          confidential.
        </li>
        <li>
          You are responsible for everything done with your account. Tell us at once if you suspect someone else is
          using it.
        </li>
        <li>You must be at least 18 years old, or use the service with the consent of a parent or guardian.</li>
      </ul>
    ),
  },
  {
    title: 'Prices and payment',
    body: (
      <ul>
        <li>
          Prices are shown in Indian rupees for each template and pack (Basic, Premium, Luxury) and range from{' '}
          {formatRupees(POLICY.priceRangeRupees.min)} to {formatRupees(POLICY.priceRangeRupees.max)} per website.
        </li>
        <li>Prices are shown plus taxes; GST at {Math.round(GST_RATE * 100)}% is added at checkout.</li>
        <li>Payments are processed by our payment partner. We never see or store your card or bank details.</li>
        <li>Your purchase is confirmed only when the payment partner reports the payment as successful.</li>
      </ul>
    ),
  },
  {
    title: 'Delivery',
    body: (
      <p>
        Once you have submitted your content, your invitation website is usually live within{' '}
        {POLICY.deliveryBusinessDays} business days. We will tell you if your request needs more time, for example for
        custom design work.
      </p>
    ),
  },
  {
    title: 'Cancellations and refunds',
    body: (
      <ul>
        <li>
          You may cancel a purchase and receive a full refund within {POLICY.refundWindowHours} hours after purchase,
          provided your invitation website has not yet been published.
        </li>
        <li>Refunds are returned to the original payment method, usually within 5-7 business days.</li>
        <li>After {POLICY.refundWindowHours} hours, or once the website is live, purchases cannot be refunded.</li>
      </ul>
    ),
  },
  {
    title: 'Your content',
    body: (
      <p>
        You keep ownership of the names, text, photos and music you add. You give us permission to store and display
        them only to build and host your invitation website. You confirm you have the right to use everything you
        upload, including photos of other people.
      </p>
    ),
  },
  {
    title: 'Acceptable use',
    body: (
      <ul>
        <li>Do not upload unlawful, hateful, obscene or infringing content, or content that harms others’ privacy.</li>
        <li>Do not try to break, overload or gain unauthorised access to the service.</li>
        <li>We may remove content or suspend accounts that break these rules.</li>
      </ul>
    ),
  },
  {
    title: 'Our intellectual property',
    body: (
      <p>
        Template designs, artwork, software and the {productName} name belong to {company}. Your purchase gives you a
        personal licence to use the template for your event’s invitation website; it does not allow reselling or copying
        the design.
      </p>
    ),
  },
  {
    title: 'Limitation of liability',
    body: (
      <p>
        We work hard to keep your invitation online and correct, but we provide the service “as is”. To the extent the
        law allows, our total liability for any claim is limited to the amount you paid for the template concerned.
      </p>
    ),
  },
  {
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms from time to time. We will post the new version here with a new effective date and,
        for important changes, tell you by e-mail. Continuing to use the service means you accept the updated terms.
      </p>
    ),
  },
  {
    title: 'Contact us',
    body: (
      <>
        <p>
          Questions about these terms? Write to us or use <Link to="/#contact-us-section">Contact Us</Link>.
        </p>
        <ContactLines />
      </>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={
        <p>
          These terms explain how you may use {productName}, what you can expect from us when you buy an invitation
          website, and how payments, delivery and refunds work. Please read them carefully. Our{' '}
          <Link to="/privacy">Privacy Policy</Link> explains how we handle your data.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
