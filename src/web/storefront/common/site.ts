/** Facts about the business shown on the public pages. Contact numbers come from the server's configuration. */
export const POSTAL_ADDRESS = [
  'Utsav Invites Private Limited',
  '2nd Floor, 14 Residency Road',
  'Bengaluru 560025, Karnataka, India',
];

export const SOCIAL_LINKS = [
  { name: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/utsavinvites' },
  { name: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/utsavinvites' },
  { name: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@utsavinvites' },
] as const;

export const CONTACT_SECTION_ID = 'contact-us-section';
export const FAQ_SECTION_ID = 'faqsection';
/** A template page's similar designs. */
export const SIMILAR_SECTION_ID = 'similar-templates';

/**
 * The catalogue's name search in its address (`/temp?query=…`), also the field name of the search boxes, whose
 * forms go there without script.
 */
export const CATALOGUE_QUERY_PARAM = 'query';
