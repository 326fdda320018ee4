import { useEffect } from 'react';
import { countVisit } from '../page-load/visits';
import { usePageTitle } from '../../ui/use-page-title';
import { deferredSection } from '../common/deferred-section';
import { FAQ_SECTION_ID } from '../common/site';
import { EventStrip } from '../landing/EventStrip';
import { Hero } from '../landing/Hero';
import { HowItWorks } from '../landing/HowItWorks';
import { PopularEvents } from '../landing/PopularEvents';
import { WhyChoose } from '../landing/WhyChoose';
import '../landing/landing.css';

// The FAQ and the contact form are far below the fold: in the page's HTML, but their code is not part of the
// first visit's JavaScript.
const BelowTheFold = deferredSection(async () => (await import('../landing/BelowTheFold')).default, {
  id: FAQ_SECTION_ID,
  reservedClassName: 'landing__rest',
});

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
      <BelowTheFold />
    </main>
  );
}
