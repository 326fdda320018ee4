import { Outlet } from 'react-router-dom';
import { Footer } from './layout/Footer';
import { Navbar } from './layout/Navbar';
import './layout/layout.css';
import { usePageHead } from './seo/use-page-head';

/**
 * Navigation bar, page and footer for the public pages (src/web/app/scroll.tsx starts each new page at the
 * top, restores the position on Back and scrolls to #contact-us-section / #faqsection links).
 */
export default function PublicLayout() {
  usePageHead();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <div id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </div>
      <Footer />
    </>
  );
}
