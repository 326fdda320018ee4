import { chatLink, useBusinessContact } from '../common/business';
import { BrandIcon } from '../../ui/icons';

export const INTEREST_MESSAGE =
  "Hi! I'm interested in your invitation website templates. Could you help me choose one?";

/** The floating chat link: opens the messaging app with an interest message to the business. */
export function ChatButton() {
  const contact = useBusinessContact();
  if (!contact) return null;
  return (
    <a
      className="chat-fab"
      href={chatLink(contact.whatsappNumber, INTEREST_MESSAGE)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
    >
      <BrandIcon name="whatsapp" size={30} />
      <span className="chat-fab__label">Chat with us</span>
    </a>
  );
}
