import { POLICY } from '../../../shared/policy';
import { CONTACT_SECTION_ID } from '../common/site';
import { chatLink, telLink, useBusinessContact } from '../common/business';
import { BrandIcon, Icon } from '../../ui/icons';
import { ContactForm } from './ContactForm';

/** The contact section of the landing and detail pages: a free-demo pitch beside the form. */
export function ContactSection({ templateName }: { templateName?: string }) {
  const contact = useBusinessContact();
  const chatText = templateName
    ? `Hi! I would like a free demo of the ${templateName} invitation website.`
    : 'Hi! I would like a free demo of your invitation websites.';
  return (
    <section className="section contact-section" id={CONTACT_SECTION_ID} aria-labelledby="contact-title">
      <div className="container contact-section__grid">
        <div className="contact-section__pitch">
          <p className="eyebrow">Contact Us</p>
          <h2 className="section__title" id="contact-title">
            Ask for a free demo
          </h2>
          <p className="section__lead">
            Tell us about your event and we will show you how your invitation website will look, with your names, dates
            and photos.
          </p>
          <ul className="contact-section__points">
            <li>
              <Icon name="check" size={18} /> A personal walkthrough on a call or chat
            </li>
            <li>
              <Icon name="check" size={18} /> Help choosing the right template and pack
            </li>
            <li>
              <Icon name="check" size={18} /> Ready in {POLICY.deliveryBusinessDays} business days after you share your
              details
            </li>
          </ul>
          {contact ? (
            <div className="contact-section__reach">
              <a
                className="contact-chip"
                href={chatLink(contact.whatsappNumber, chatText)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <BrandIcon name="whatsapp" size={18} /> Chat on WhatsApp
              </a>
              <a className="contact-chip" href={telLink(contact.phone)}>
                <Icon name="phone" size={18} /> {contact.phone}
              </a>
              <a className="contact-chip" href={`mailto:${contact.email}`}>
                <Icon name="mail" size={18} /> {contact.email}
              </a>
            </div>
          ) : null}
        </div>
        <div className="contact-section__card card">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
