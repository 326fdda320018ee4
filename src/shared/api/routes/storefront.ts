/** The storefront's public calls (contract: ../storefront.ts), for typed calls. */
import type { ContactRequest, ContactResponse } from '../storefront';
import { route, type } from '../route';

export const storefrontRoutes = {
  contactUs: route('POST', '/rest/api/public/contact-us', {
    answer: type<ContactResponse>(),
    body: type<ContactRequest>(),
  }),
};
