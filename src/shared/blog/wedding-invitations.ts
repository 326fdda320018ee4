import type { BlogPost } from './types';

export const weddingInvitationsPost: BlogPost = {
  id: 2,
  heading: 'Designing the Perfect Wedding Invitation: A Complete Guide',
  publishedDate: '2024-03-04',
  readTime: '17 min',
  summary:
    'Colours, wording, every function from Mehendi to the reception, maps, RSVPs and etiquette: how to design a wedding invitation that does justice to your big day.',
  coverTemplateId: 'wed001',
  sections: [
    {
      title: 'Begin with your story',
      description:
        'Your wedding invitation is the first glimpse guests get of your celebration, so let it sound like the two of you. Before choosing a design, agree on three words that describe the wedding you are planning: intimate, grand, traditional, playful, elegant. Every choice that follows should support those words.',
      points: [
        'Decide together how traditional or modern the invitation should feel.',
        'List who will receive it: close family, extended family, colleagues, friends abroad.',
        'Note what guests will ask most: dates, venues, dress codes, travel and stay.',
      ],
    },
    {
      title: 'Choose a design rooted in your traditions',
      description:
        'Indian weddings are rich with symbols, and the right motif instantly tells guests what kind of celebration awaits. A temple arch and kolam suit a South Indian muhurtham; marigold garlands and a toran suit a North Indian shaadi; lotuses, peacocks and paisleys feel at home almost anywhere.',
      points: [
        'Kalash, mango leaves and coconut for auspicious beginnings.',
        'Marigold garlands and torans for festive, colourful weddings.',
        'Mandalas and paisleys for intricate, elegant designs.',
        'Peacocks and lotuses for grace and beauty.',
      ],
    },
    {
      title: 'Pick colours and lettering with care',
      description:
        'Colour sets the emotion before a single word is read. Kumkum red and gold are timeless; mehendi green suits a daytime wedding; midnight blue and gold are perfect for an evening sangeet. Pair one decorative typeface for names with one simple typeface for details.',
      points: [
        'Use at most three colours: a main colour, an accent and a neutral background.',
        'Keep body text dark on light (or light on dark) so elders can read it easily.',
        'Script lettering looks beautiful for names; keep times and addresses in a plain font.',
      ],
    },
    {
      title: 'Get the wording right',
      description:
        'Traditionally, the invitation comes from the parents, with blessings from grandparents and elders. Many couples now invite guests themselves, or combine both. Whichever you choose, be consistent and include both families.',
      points: [
        '“With the blessings of our elders, Smt. Lakshmi and Shri Venkatesh Iyer request the pleasure of your company at the wedding of their daughter Ananya with Rohan.”',
        '“Together with their families, Ananya and Rohan invite you to celebrate their wedding.”',
        'Add a line in your mother tongue, such as a shloka or a blessing, for a personal touch.',
      ],
    },
    {
      title: 'Put every function in one place',
      description:
        'An Indian wedding is a series of celebrations, each with its own time, place and mood. Guests should be able to see all of them at a glance and open the details of each.',
      points: [
        'List each event with its date, start time, venue and dress code: Mehendi, Haldi, Sangeet, Muhurtham, Reception.',
        'Mark which events are for close family and which are open to all guests.',
        'Mention meal timings, especially for early-morning muhurthams.',
      ],
    },
    {
      title: 'Help guests reach you',
      description:
        'Wedding venues are often outside the city and new to most guests. Directions, landmarks and travel tips save everyone time and stress on the day.',
      points: [
        'Add a map pin and a landmark for every venue.',
        'Share hotel recommendations and group rates for out-of-town guests.',
        'Mention parking, shuttle timings and the nearest railway station or airport.',
      ],
    },
    {
      title: 'Share your photos and your love story',
      description:
        'Guests love to know how you met. A short timeline (the first meeting, the proposal, the engagement) with a few favourite photos makes the invitation memorable and gives relatives something to talk about at the wedding.',
      points: [
        'Write three or four short moments rather than one long story.',
        'Pick photos with similar colours so the gallery feels like one set.',
        'Add a wedding hashtag so guests can share their photos too.',
      ],
    },
    {
      title: 'Make RSVP and guest management easy',
      description:
        'Headcounts drive catering, seating, rooms and return gifts. A simple RSVP in your invitation website tells you who is coming to which function, with how many people.',
      points: [
        'Ask guests to confirm attendance per function, not only for the wedding day.',
        'Collect dietary needs (Jain, vegan, allergies) in the same step.',
        'Set an RSVP deadline three weeks before the wedding.',
      ],
    },
    {
      title: 'Plan the timeline',
      description: 'Guests need time to book leave, travel and outfits. Work backwards from the wedding date.',
      points: [
        'Save-the-date: three to four months before, especially for destination weddings.',
        'The full invitation: six to eight weeks before.',
        'Reminders with maps and timings: one week and one day before each function.',
      ],
    },
    {
      title: 'Digital invitation etiquette',
      description:
        'A digital invitation is now welcome in most families, and a few courtesies make it feel as warm as a printed card.',
      points: [
        'Call elders and close relatives personally before you send the link.',
        'Send the link with a personal message rather than forwarding it in bulk.',
        'Print a handful of cards for the family puja and for elders who prefer paper.',
      ],
    },
  ],
  conclusion:
    'The perfect wedding invitation reflects who you are, respects your families’ traditions and answers every question a guest might have. Choose a design that feels like you, write with warmth, list every function clearly, help guests find their way and make RSVP simple. Your invitation will set the tone for a celebration everyone remembers.',
  button: { label: 'Explore Wedding Template', to: '/temp?category=wedding' },
};
