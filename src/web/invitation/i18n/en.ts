/**
 * The invitation page's own texts in English: the source every other language file must match key for key.
 * `{n}` and other braces are filled in by t().
 */
export const en = {
  // Cover
  saveTheDate: 'Save the date',
  daysToGo: '{n} days to go',
  tomorrow: 'Tomorrow',
  todayIsTheDay: 'Today is the day',
  turnsAge: 'turns {n}',
  yearsOne: '{n} year',
  yearsMany: '{n} years',
  // Page frame
  sectionsLabel: 'Invitation sections',
  footerThanks: 'We look forward to celebrating with you',
  footerCredit: 'Invitation website by',
  languageLabel: 'Language',
  // Section headings the schemas share
  'section.Gallery': 'Gallery',
  'section.Wishes': 'Wishes',
  'section.Contact': 'Contact',
  'section.Venue': 'Venue',
  'section.Programme': 'Programme',
  'section.Event Schedule': 'Event Schedule',
  'section.Events': 'Events',
  'section.About the Couple': 'About the Couple',
  'section.Our Families': 'Our Families',
  'section.Family': 'Family',
  'section.Our Love Story': 'Our Love Story',
  'section.About': 'About',
  'section.Organisers': 'Organisers',
  'section.Chief Guests': 'Chief Guests',
  'section.How to Reach': 'How to Reach',
  'section.Birthday Wishes': 'Birthday Wishes',
  'section.Warm Wishes': 'Warm Wishes',
  // People, places, links
  daughterOf: 'Daughter of',
  sonOf: 'Son of',
  with: 'With',
  viewOnMap: 'View on map',
  watchLive: 'Watch live',
  kindlyReplyBy: 'Kindly reply by',
  // RSVP
  rsvpTitle: 'Will you join us?',
  rsvpName: 'Your name',
  rsvpPhone: 'Phone number',
  rsvpAttending: 'Attending',
  rsvpDeclining: 'Sorry, cannot make it',
  rsvpGuests: 'Number of guests',
  rsvpSend: 'Send reply',
  rsvpThanks: 'Thank you! Your reply has been sent.',
  // Wishes
  wishesTitle: 'Leave a wish',
  wishName: 'Your name',
  wishMessage: 'Your wish',
  wishSend: 'Send wish',
  wishThanks: 'Thank you for your wish! It will appear here once the hosts approve it.',
  noWishesYet: 'Be the first to leave a wish.',
  // Guest photos
  photosTitle: 'Share your photos',
  photosUpload: 'Upload photos',
  // Buttons and states
  sending: 'Sending...',
  tryAgain: 'Try again',
  // Errors
  errorRequired: 'Please fill in {field}.',
  errorTooLong: '{field} is too long.',
  errorPhone: 'Phone number must be exactly 10 digits.',
  errorNetwork: 'Could not send. Please check your connection and try again.',
  // The live page's own parts
  rsvpHeading: 'RSVP',
  rsvpHint: 'Let the hosts know for each event.',
  guestPhotosTitle: 'Guest photos',
  shareTitle: 'Share the invitation',
  shareWhatsApp: 'Share on WhatsApp',
  shareMessage: 'You are invited: {title}. Open the invitation: {url}',
  shareQrLabel: 'QR code of the invitation address',
  wishesFromGuests: 'Wishes from guests',
  noWishesBeFirst: 'No wishes yet: be the first to leave one.',
  dearGuest: 'Dear {name}',
  wishHint: 'Your wish appears on this page once the hosts approve it.',
  photoTitle: 'Share a photo',
  photoField: 'Photo',
  photoSend: 'Send photo',
  photoThanks: 'Thank you! Your photo will appear here once the hosts approve it.',
  photoChooseFirst: 'Choose a photo first.',
  photoFailed: 'That photo could not be sent.',
  rsvpAdults: 'Adults',
  rsvpChildren: 'Children',
  rsvpMeal: 'Meal',
  rsvpNoPreference: 'No preference',
  rsvpSendMine: 'Send my answer',
  rsvpUpdateMine: 'Update my answer',
  rsvpYes: 'Yes, I will come',
  rsvpNo: 'Sorry, I can’t',
  rsvpComeTo: 'Will you come to {event}?',
  // Music
  musicPlay: 'Play music',
  musicMute: 'Mute music',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
