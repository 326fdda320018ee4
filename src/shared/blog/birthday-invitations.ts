import type { BlogPost } from './types';

export const birthdayInvitationsPost: BlogPost = {
  id: 1,
  heading: 'How to Create Birthday Invitations Your Guests Will Love',
  publishedDate: '2024-02-12',
  readTime: '12 min',
  summary:
    'From a first birthday to a sixtieth, a step-by-step guide to invitations that get the date right, make people smile and fill the room.',
  coverTemplateId: 'bir002',
  sections: [
    {
      title: 'Start with the birthday star',
      description:
        'The best birthday invitations feel like the person being celebrated. Before you think about colours or fonts, think about who the day is for and what they love. A first birthday is really a celebration for the family; a tenth birthday belongs to the child and their friends; a sixtieth is a milestone that brings three generations together.',
      points: [
        'Write down three things the birthday star loves: a cartoon, a sport, a colour, a song.',
        'Decide who the invitation speaks to: parents of little guests, school friends, or relatives and elders.',
        'For milestones such as a Shashtipoorthi, keep the tone warm and respectful and mention the rituals.',
      ],
    },
    {
      title: 'Pick a theme that sets the mood',
      description:
        'A theme ties the invitation, the decorations and the cake together, and it tells guests what kind of party to expect. Balloons and confetti say playful; stars and deep blues say a magical evening; marigolds and a kalash say a traditional family celebration.',
      points: [
        'Kids love bright palettes and big, friendly lettering: jungle safari, space explorer, superheroes, mermaids.',
        'Teenagers prefer something that looks grown-up: a clean layout, one bold colour and a short line.',
        'For 50th and 60th birthdays, choose gold, ivory and rich reds with classic serif lettering.',
      ],
    },
    {
      title: 'Get the essentials right',
      description:
        'However beautiful the design, an invitation has one job: to tell guests where to be and when. Missing details lead to dozens of phone calls on the day. Put the essentials where nobody can miss them, in the first screen of a digital invitation.',
      points: [
        'The name and the age (or the milestone) of the birthday star.',
        'The date with the day of the week, and the start and end times.',
        'The venue with a map pin, a landmark and parking information.',
        'An RSVP date and a contact number for questions.',
      ],
    },
    {
      title: 'Words that make people smile',
      description:
        'A line of personality turns an announcement into an invitation. Keep it short, and write the way the family speaks. A dash of Hindi, Kannada, Tamil or Marathi makes elders feel at home.',
      points: [
        '“Aarav is turning one and he has invited all his favourite people. Cake is on him!”',
        '“Fifty years young. Come dance with us!”',
        '“Join us for Amma’s Shashtipoorthi as we celebrate sixty years of her love and strength.”',
      ],
    },
    {
      title: 'Add photos and milestones',
      description:
        'Photos are what guests scroll back to. A small gallery and a few milestones (first steps, first day at school, the year they learnt to ride a bicycle) make the invitation something relatives share and save.',
      points: [
        'Choose six to eight photos with good light; one great photo beats five blurry ones.',
        'Crop faces consistently so the gallery looks tidy on a phone screen.',
        'For milestone birthdays, a year-by-year timeline makes a wonderful keepsake.',
      ],
    },
    {
      title: 'Make RSVP effortless',
      description:
        'Knowing how many people are coming decides the size of the cake, the return gifts and the catering order. A one-tap RSVP in the invitation gets far more answers than “please confirm on WhatsApp”.',
      points: [
        'Ask for the number of adults and children separately for a kids’ party.',
        'Ask about food preferences when you are serving a meal.',
        'Set an RSVP date about a week before the party and send a gentle reminder.',
      ],
    },
    {
      title: 'Send it at the right time',
      description:
        'Timing matters as much as design. Send it too early and people forget; too late and weekends are already booked.',
      points: [
        'Send the invitation two to three weeks before the party, four weeks for a milestone birthday.',
        'Call elders personally and then share the link, as a mark of respect.',
        'Send a reminder with the map link a day before the party.',
      ],
    },
    {
      title: 'Why a digital invitation works better',
      description:
        'A website invitation does what a printed card cannot: it updates when plans change, opens the map in one tap, plays the birthday song, collects RSVPs and gathers wishes from people who cannot come.',
      points: [
        'Change the venue or time once and every guest sees the update.',
        'Share one link on WhatsApp, Instagram or e-mail.',
        'Keep the wishes and photos as a memory long after the party.',
      ],
    },
  ],
  conclusion:
    'A great birthday invitation is personal, clear and easy to act on. Start with the birthday star, choose a theme that fits, put the essentials up front, add a few photos and make RSVP one tap. Do that, and your guests will be counting down to the party with you.',
  button: { label: 'Explore Birthday Template', to: '/temp?category=birthday' },
};
