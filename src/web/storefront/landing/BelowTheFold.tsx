import { useEffect, useRef } from 'react';
import { useHydrated } from '../../app/hydration';
import { ContactSection } from '../contact/ContactSection';
import { Faq } from './Faq';

/**
 * The landing page's last sections, loaded apart from the rest (see deferredSection). When the page was drawn
 * in the browser and the visitor came for one of them (a link to /#contact-us-section), the router's own
 * scroll ran before they existed, so it is done here once. In the page's HTML they were there from the start
 * and the browser has scrolled already: the visitor may have moved on since.
 */
export default function BelowTheFold() {
  const drawnHere = useRef(useHydrated());
  useEffect(() => {
    if (!drawnHere.current) return;
    const target = window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target) target.scrollIntoView();
  }, []);
  return (
    <>
      <Faq />
      <ContactSection />
    </>
  );
}
