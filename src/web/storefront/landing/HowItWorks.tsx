import { Icon, type IconName } from '../../ui/icons';

const STEPS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'eye',
    title: 'Pick a template',
    text: 'Browse designs for your occasion and open the live demo to see it as your guests will.',
  },
  {
    icon: 'card',
    title: 'Choose your pack',
    text: 'Basic, Premium or Luxury. Pay securely online; prices are in rupees plus taxes.',
  },
  {
    icon: 'edit',
    title: 'Add your details',
    text: 'Names, events, photos and music, filled in from your phone with a live preview.',
  },
  {
    icon: 'share',
    title: 'Share one link',
    text: 'Send it on WhatsApp. Guests RSVP, find the venue and leave their wishes.',
  },
];

export function HowItWorks() {
  return (
    <section className="section section--tint how" aria-labelledby="how-title">
      <div className="container">
        <div className="section__head">
          <p className="eyebrow">How it works</p>
          <h2 className="section__title" id="how-title">
            Your invitation website in four steps
          </h2>
          <span className="ornament-divider" aria-hidden="true" />
        </div>
        <ol className="how__steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="how__step">
              <span className="how__icon" aria-hidden="true">
                <Icon name={step.icon} size={26} />
                <span className="how__number">{index + 1}</span>
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
