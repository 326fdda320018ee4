import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { countVisit } from '../page-load/visits';
import { usePageTitle } from '../../ui/use-page-title';
import { CONTACT_SECTION_ID, FAQ_SECTION_ID } from '../common/site';
import { EventStrip } from '../landing/EventStrip';
import { Hero } from '../landing/Hero';
import { HowItWorks } from '../landing/HowItWorks';
import { PopularEvents } from '../landing/PopularEvents';
import { useWantedSoon } from '../landing/use-wanted-soon';
import { WhyChoose } from '../landing/WhyChoose';
import '../landing/landing.css';

// The FAQ and the contact form are far below the fold: their code is not part of the first visit's JavaScript.
const loadBelowTheFold = () => import('../landing/BelowTheFold');
const BelowTheFold = lazy(loadBelowTheFold);
const BELOW_THE_FOLD_ANCHORS = [`#${FAQ_SECTION_ID}`, `#${CONTACT_SECTION_ID}`];
// An address that asks for one of them (/#faqsection) fetches their code with this page's, not after hydration.
if (typeof window !== 'undefined' && BELOW_THE_FOLD_ANCHORS.includes(window.location.hash)) void loadBelowTheFold();

/** Landing page: hero, event strip, popular events, how it works, why choose, FAQ and the contact form. */
export default function LandingPage() {
  useEffect(() => countVisit('homepage'), []);
  usePageTitle('');
  const { hash } = useLocation();
  const placeholder = useRef<HTMLDivElement>(null);
  const showRest = useWantedSoon(placeholder, BELOW_THE_FOLD_ANCHORS.includes(hash));
  const reserved = <div ref={placeholder} className="landing__rest" />;
  return (
    <main>
      <Hero />
      <EventStrip />
      <PopularEvents />
      <HowItWorks />
      <WhyChoose />
      {showRest ? (
        <Suspense fallback={reserved}>
          <BelowTheFold />
        </Suspense>
      ) : (
        reserved
      )}
    </main>
  );
}
