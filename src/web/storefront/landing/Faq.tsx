import { Link } from 'react-router-dom';
import { CONTACT_SECTION_ID, FAQ_SECTION_ID } from '../common/site';
import { Icon } from '../../ui/icons';
import { STARTING_PRICES } from './facts';

const PACK_NAMES = { basic: 'Basic', premium: 'Premium', luxury: 'Luxury' } as const;

const FAQS: { question: string; answer: string }[] = [
  {
    question: 'Which events do you make invitations for?',
    answer:
      'Weddings, engagements, birthdays, anniversaries, house-warmings, business events and parties, school events, New Year parties, thread ceremonies, and festival celebrations such as Kannada Rajyotsava, Ramanavami and chariot festivals.',
  },
  {
    question: 'Can I get a personalised custom design?',
    answer:
      'Yes. Every template is personalised with your names, dates, photos and colours. If you would like something made just for you, write to us through Contact Us and we will design it with you.',
  },
  {
    question: 'Can I customise the template?',
    answer:
      'Yes. After you buy a template you fill in your details in a simple form and adjust colours, fonts and sections while a live preview shows exactly what your guests will see.',
  },
  {
    question: 'What if I need help?',
    answer:
      'Our support is available 24/7. Reach us through Contact Us or the live chat in your dashboard, and we will help you at any step.',
  },
  {
    question: 'Do I need technical skills?',
    answer:
      'Not at all. If you can fill a form on your phone, you can create your invitation website. We host it and give you a link to share.',
  },
  {
    question: 'How much does a template cost?',
    answer: `Pricing is shown under each template. Packs start at ${STARTING_PRICES.map((p) => `${p.price} (${PACK_NAMES[p.pack]})`).join(', ')}, plus taxes.`,
  },
];

/**
 * One panel open at a time: the browser's own accordion (details elements sharing a name), so a question opens
 * at the first tap, before any script and without it.
 */
export function Faq() {
  return (
    <section className="section faq" id={FAQ_SECTION_ID} aria-labelledby="faq-title">
      <div className="container faq__grid">
        <div className="faq__intro">
          <p className="eyebrow">FAQ</p>
          <h2 className="section__title" id="faq-title">
            Questions, answered
          </h2>
          <p className="section__lead">Anything else on your mind? We are a message away.</p>
          <Link to={`/#${CONTACT_SECTION_ID}`} className="btn btn--ghost faq__ask">
            Ask us a question
          </Link>
        </div>
        <div className="faq__list">
          {FAQS.map((faq, index) => (
            <details key={faq.question} className="faq__item" name="faq" open={index === 0}>
              <summary className="faq__question">
                <h3>{faq.question}</h3>
                <Icon name="chevronDown" size={20} className="faq__chevron" />
              </summary>
              <div className="faq__answer">
                <p>{faq.answer}</p>
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
