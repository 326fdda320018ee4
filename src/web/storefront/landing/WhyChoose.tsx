import { POLICY } from '../../../shared/policy';
import { Icon, type IconName } from '../../ui/icons';

const REASONS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'heart',
    title: 'Guidance at every step',
    text: 'From choosing a design to going live, our team helps you on chat, call or e-mail, whenever you need it.',
  },
  {
    icon: 'palette',
    title: 'One-of-a-kind creations',
    text: 'Designs rooted in Indian traditions (mandalas, marigolds, temple arches, rangoli) made yours with your colours, words and photos.',
  },
  {
    icon: 'shield',
    title: 'Your data is safe',
    text: 'Your photos and your guests’ details are stored securely, visible only to you, and never sold or shared.',
  },
];

export function WhyChoose() {
  return (
    <section className="section why" aria-labelledby="why-title">
      <div className="container">
        <div className="section__head">
          <p className="eyebrow">Why choose us</p>
          <h2 className="section__title" id="why-title">
            Why choose {POLICY.productName}
          </h2>
          <p className="section__lead">
            Thousands of guests open an invitation on their phone. We make sure yours is the one they remember.
          </p>
        </div>
        <ul className="why__cards">
          {REASONS.map((reason) => (
            <li key={reason.title} className="why__card">
              <span className="why__icon" aria-hidden="true">
                <Icon name={reason.icon} size={28} />
              </span>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
