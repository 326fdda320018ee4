import { useEffect } from 'react';
import { countVisit } from '../common/analytics';
import { usePageTitle } from '../../ui/use-page-title';
import { ContactSection } from '../contact/ContactSection';
import { EventStrip } from '../landing/EventStrip';
import { Faq } from '../landing/Faq';
import { Hero } from '../landing/Hero';
import { HowItWorks } from '../landing/HowItWorks';
import { PopularEvents } from '../landing/PopularEvents';
import { WhyChoose } from '../landing/WhyChoose';
import '../landing/landing.css';

/** Landing page: hero, event strip, popular events, how it works, why choose, FAQ and the contact form. */
export default function LandingPage() {
  useEffect(() => countVisit('homepage'), []);
  usePageTitle('');
  return (
    <main>
      <Hero />
      <EventStrip />
      <PopularEvents />
      <HowItWorks />
      <WhyChoose />
      <Faq />
      <ContactSection />
    </main>
  );
}
