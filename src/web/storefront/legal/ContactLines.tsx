import { POLICY } from '../../../shared/policy';
import { telLink, useBusinessContact } from '../common/business';
import { POSTAL_ADDRESS } from '../common/site';

/** The company's contact details for the legal pages (e-mail and phone as configured on the server). */
export function ContactLines() {
  const contact = useBusinessContact();
  return (
    <address className="legal__address">
      {POSTAL_ADDRESS.map((line) => (
        <span key={line}>{line}</span>
      ))}
      {contact ? (
        <>
          <span>
            E-mail: <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </span>
          <span>
            Phone: <a href={telLink(contact.phone)}>{contact.phone}</a>
          </span>
        </>
      ) : (
        <span>E-mail and phone: see Contact Us on our home page ({POLICY.productName}).</span>
      )}
    </address>
  );
}
