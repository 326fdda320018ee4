import { type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { POLICY } from '../../../shared/policy';
import { BrandLink } from '../common/Brand';
import { chatLink, telLink, useBusinessContact } from '../common/business';
import { BrandIcon, Icon } from '../../ui/icons';
import { CATALOGUE_QUERY_PARAM, CONTACT_SECTION_ID, POSTAL_ADDRESS, SOCIAL_LINKS } from '../common/site';
import './footer.css';

/**
 * 'Explore Templates': the button or Enter opens the catalogue searching for the event name. A plain form to
 * the catalogue's address, so it works before the app has loaded; once it has, the app goes there itself.
 */
function FooterSearch() {
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const value = String(new FormData(form).get(CATALOGUE_QUERY_PARAM) ?? '').trim();
    navigate(value ? `/temp?${CATALOGUE_QUERY_PARAM}=${encodeURIComponent(value)}` : '/temp');
    form.reset();
  };
  return (
    <form
      className="footer-search"
      role="search"
      aria-labelledby="footer-search-title"
      action="/temp"
      method="get"
      onSubmit={submit}
    >
      <h2 className="site-footer__heading" id="footer-search-title">
        Explore Templates
      </h2>
      <p className="site-footer__text">Wedding, birthday, house-warming, school day… find the look for your event.</p>
      <div className="footer-search__row">
        <label htmlFor="footer-search-input" className="visually-hidden">
          Event name
        </label>
        <input
          id="footer-search-input"
          className="footer-search__input"
          type="search"
          name={CATALOGUE_QUERY_PARAM}
          placeholder="Enter Event Name"
          enterKeyHint="search"
        />
        <button type="submit" className="footer-search__button" aria-label="Search templates">
          <Icon name="search" size={20} />
        </button>
      </div>
    </form>
  );
}

export function Footer() {
  const contact = useBusinessContact();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__border" aria-hidden="true" />
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <BrandLink className="brand brand--light" />
          <p className="site-footer__text">
            Invitation websites for weddings, birthdays, house-warmings, school events and festivals, designed for
            Indian traditions and made to be opened on a phone.
          </p>
          <ul className="site-footer__social" aria-label="Follow us">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
                  <BrandIcon name={link.name} />
                </a>
              </li>
            ))}
            {contact ? (
              <li>
                <a
                  href={chatLink(
                    contact.whatsappNumber,
                    'Hi! I would like to know more about your invitation websites.',
                  )}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label="WhatsApp"
                >
                  <BrandIcon name="whatsapp" />
                </a>
              </li>
            ) : null}
          </ul>
        </div>

        <nav className="site-footer__links" aria-labelledby="footer-links-title">
          <h2 className="site-footer__heading" id="footer-links-title">
            Quick links
          </h2>
          <ul>
            <li>
              <Link to="/blog">Blogs</Link>
            </li>
            <li>
              <Link to={`/#${CONTACT_SECTION_ID}`}>Contact Us</Link>
            </li>
            <li>
              <Link to="/temp">Explore Templates</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
          </ul>
        </nav>

        <div className="site-footer__contact">
          <h2 className="site-footer__heading">Visit or write to us</h2>
          <address>
            <p className="site-footer__line">
              <Icon name="pin" size={18} />
              <span>
                {POSTAL_ADDRESS.map((line) => (
                  <span key={line} className="site-footer__address-line">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            {contact ? (
              <>
                <p className="site-footer__line">
                  <Icon name="phone" size={18} />
                  <a href={telLink(contact.phone)}>{contact.phone}</a>
                </p>
                <p className="site-footer__line">
                  <Icon name="mail" size={18} />
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </p>
              </>
            ) : null}
          </address>
        </div>

        <FooterSearch />
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {year} {POLICY.company}. All rights reserved.
        </p>
        <p className="site-footer__legal">
          <Link to="/terms">Terms of Service</Link>
          <span aria-hidden="true">·</span>
          <Link to="/privacy">Privacy Policy</Link>
        </p>
      </div>
    </footer>
  );
}
