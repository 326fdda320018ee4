import { useEffect } from 'react';
import { ContactSection } from '../contact/ContactSection';
import { Faq } from './Faq';

/**
 * The landing page's last sections, loaded apart from the first paint. When the visitor came for one of them
 * (/#faqsection, /#contact-us-section) the router's own scroll ran before they existed, so it is done here once.
 */
export default function BelowTheFold() {
  useEffect(() => {
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
