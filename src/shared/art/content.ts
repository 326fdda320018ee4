/**
 * Sample invitation content for the artwork, per category. Names rotate with the template number so the
 * catalogue reads like a gallery of real invitations rather than one card repeated.
 */
import type { Template } from '../catalogue';

export interface ArtEvent {
  name: string;
  when: string;
}

export interface ArtSample {
  /** Small line above the title. */
  eyebrow: string;
  /** Names or the event's title. */
  title: string;
  subtitle: string;
  date: string;
  time: string;
  venue: string;
  city: string;
  monogram: string;
  /** The people the invitation is about (portraits section). */
  people: { name: string; note: string }[];
  events: ArtEvent[];
  /** Timeline entries (love story, milestones). */
  story: { year: string; title: string; text: string }[];
  wishes: { name: string; text: string }[];
  /** Instructions or things to know. */
  notes: string[];
}

const COUPLES: [string, string][] = [
  ['Ananya', 'Rohan'],
  ['Meera', 'Arjun'],
  ['Diya', 'Kabir'],
  ['Priya', 'Karthik'],
  ['Isha', 'Vikram'],
  ['Kavya', 'Aditya'],
  ['Sneha', 'Rahul'],
  ['Pooja', 'Siddharth'],
  ['Nandini', 'Varun'],
  ['Aishwarya', 'Nikhil'],
  ['Riya', 'Aman'],
  ['Lakshmi', 'Harish'],
];
const CHILDREN = [
  'Aarav',
  'Myra',
  'Vihaan',
  'Anika',
  'Reyansh',
  'Saanvi',
  'Ishaan',
  'Kiara',
  'Advik',
  'Tara',
  'Dhruv',
  'Navya',
];
const FAMILIES = ['Sharma', 'Rao', 'Iyer', 'Kulkarni', 'Reddy', 'Menon', 'Hegde', 'Patil', 'Joshi', 'Nair'];
const CITIES = [
  'Bengaluru',
  'Mysuru',
  'Pune',
  'Chennai',
  'Hyderabad',
  'Jaipur',
  'Udaipur',
  'Kochi',
  'Mangaluru',
  'Hubballi',
];
const VENUES = [
  'Sri Krishna Gardens',
  'The Palace Grounds',
  'Lakeview Convention Hall',
  'Shubh Mangal Kalyana Mantapa',
  'Royal Orchid Lawns',
  'Heritage Courtyard',
];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function dateText(year: number, month: number, day: number): string {
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${weekday}, ${day} ${MONTHS[month - 1]} ${year}`;
}

const WISHES = [
  { name: 'Neha & family', text: 'Wishing you a lifetime of love and laughter. See you there!' },
  { name: 'Suresh Uncle', text: 'Blessings from all of us in Mysuru. Can’t wait to celebrate.' },
  { name: 'Anjali', text: 'So happy for you! Counting the days already.' },
];

export function sampleFor(template: Template): ArtSample {
  const number = Number(template.id.slice(3)) || 1;
  const i = number - 1;
  const prefix = template.id.slice(0, 3);
  const family = FAMILIES[i % FAMILIES.length];
  const city = CITIES[i % CITIES.length];
  const venue = `${VENUES[i % VENUES.length]}, ${city}`;
  const day = 3 + ((i * 5) % 24);
  const base = { city, venue, wishes: WISHES, notes: [] as string[] };

  switch (prefix) {
    case 'wed':
    case 'eng':
    case 'ann': {
      const [bride, groom] = COUPLES[i % COUPLES.length];
      const engagement = prefix === 'eng';
      const anniversary = prefix === 'ann';
      const month = [2, 11, 12, 1, 4, 5][i % 6];
      return {
        ...base,
        eyebrow: engagement
          ? 'Ring Ceremony'
          : anniversary
            ? `Celebrating ${[25, 40, 50, 10, 30, 60][i % 6]} years`
            : 'Wedding Invitation',
        title: `${bride} & ${groom}`,
        subtitle: engagement
          ? 'are getting engaged and would love you to be there'
          : anniversary
            ? 'invite you to celebrate their anniversary with family and friends'
            : 'together with their families invite you to celebrate their wedding',
        date: dateText(2027, month, day),
        time: engagement ? '6:30 PM onwards' : '10:30 AM Muhurtham',
        monogram: `${bride[0]} & ${groom[0]}`,
        people: [
          { name: bride, note: `Daughter of Smt. Lakshmi & Shri Venkatesh ${FAMILIES[(i + 2) % FAMILIES.length]}` },
          { name: groom, note: `Son of Smt. Sunanda & Shri Prakash ${family}` },
        ],
        events: engagement
          ? [
              { name: 'Welcome & Tambulam', when: '6:30 PM' },
              { name: 'Ring Exchange', when: '7:15 PM' },
              { name: 'Sangeet', when: '8:00 PM' },
              { name: 'Dinner', when: '9:00 PM' },
            ]
          : anniversary
            ? [
                { name: 'Satyanarayana Puja', when: '9:00 AM' },
                { name: 'Renewal of Vows', when: '11:00 AM' },
                { name: 'Family Lunch', when: '1:00 PM' },
                { name: 'Evening Music', when: '6:30 PM' },
              ]
            : [
                { name: 'Mehendi', when: 'Fri, 4:00 PM' },
                { name: 'Haldi', when: 'Sat, 9:00 AM' },
                { name: 'Sangeet', when: 'Sat, 7:00 PM' },
                { name: 'Muhurtham', when: 'Sun, 10:30 AM' },
              ],
        story: anniversary
          ? [
              { year: '1999', title: 'The wedding', text: 'A small ceremony in the family temple.' },
              { year: '2005', title: 'Our first home', text: 'Two rooms, one balcony, many plants.' },
              { year: '2024', title: 'Still dancing', text: 'Twenty-five years and counting.' },
            ]
          : [
              { year: '2019', title: 'First meeting', text: 'A friend’s Ganesh Chaturthi party.' },
              { year: '2023', title: 'The proposal', text: 'Sunset at the beach, one nervous question.' },
              {
                year: '2027',
                title: engagement ? 'The engagement' : 'Forever',
                text: 'And now we begin our next chapter.',
              },
            ],
      };
    }
    case 'bir': {
      const child = CHILDREN[i % CHILDREN.length];
      const age = [1, 5, 7, 1, 6, 9, 3, 16, 50, 60, 4, 8, 2, 10, 12, 6][i % 16];
      const ordinal = age === 1 ? '1st' : age === 2 ? '2nd' : age === 3 ? '3rd' : `${age}th`;
      return {
        ...base,
        eyebrow: 'You’re invited',
        title: age >= 50 ? `${child}’s ${ordinal}` : `${child} turns ${age}`,
        subtitle: `Join us for ${child}’s ${ordinal} birthday with cake, games and lots of fun`,
        date: dateText(2027, [3, 6, 8, 10, 12, 1][i % 6], day),
        time: '4:00 PM to 8:00 PM',
        monogram: child,
        people: [{ name: child, note: `The birthday star, with proud parents Neha & Amit ${family}` }],
        events: [
          { name: 'Welcome & Games', when: '4:00 PM' },
          { name: 'Magic Show', when: '5:00 PM' },
          { name: 'Cake Cutting', when: '6:00 PM' },
          { name: 'Dinner', when: '7:00 PM' },
        ],
        story: [
          { year: 'Day 1', title: 'Hello world', text: 'The day our hearts grew bigger.' },
          { year: 'Year 1', title: 'First steps', text: 'Straight towards the cake, of course.' },
          { year: 'Today', title: 'Party time', text: 'Come celebrate with us!' },
        ],
      };
    }
    case 'hou':
      return {
        ...base,
        eyebrow: 'Griha Pravesh',
        title: `The ${family} Family`,
        subtitle: 'invite you to bless our new home with your presence',
        date: dateText(2027, [4, 5, 11, 2][i % 4], day),
        time: '7:30 AM Muhurtham',
        monogram: family[0],
        people: [{ name: `Ravi & Sudha ${family}`, note: 'With Aarav, Myra and grandparents' }],
        events: [
          { name: 'Ganapati Puja', when: '7:30 AM' },
          { name: 'Griha Pravesh', when: '8:15 AM' },
          { name: 'Vastu Homa', when: '9:30 AM' },
          { name: 'Lunch', when: '12:30 PM' },
        ],
        story: [],
      };
    case 'sch':
      return {
        ...base,
        eyebrow: 'Vidya Vikas Public School',
        title: template.name,
        subtitle: 'The students, teachers and management invite parents and well-wishers',
        date: dateText(2027, [1, 1, 8, 12][Math.floor(i / 4) % 4], day),
        time: '9:00 AM onwards',
        monogram: 'VV',
        people: [
          { name: 'Smt. Geetha Rao', note: 'Principal' },
          { name: 'Shri Mohan Das', note: 'Event coordinator' },
        ],
        events: [
          { name: 'Flag hoisting & prayer', when: '9:00 AM' },
          { name: 'Welcome address', when: '9:30 AM' },
          { name: 'Cultural programme', when: '10:00 AM' },
          { name: 'Prize distribution', when: '12:00 PM' },
        ],
        story: [],
        notes: [
          'Students report by 8:30 AM in uniform',
          'Parents are seated by 9:00 AM',
          'Water bottles and caps recommended',
          'Parking at the north gate',
        ],
      };
    case 'par':
    case 'nye':
      return {
        ...base,
        eyebrow: prefix === 'nye' ? '31 December 2026' : 'Let’s celebrate',
        title: template.name,
        subtitle:
          prefix === 'nye'
            ? 'Ring in 2027 with music, food and fireworks at midnight'
            : 'An evening of music, food and good friends',
        date: prefix === 'nye' ? dateText(2026, 12, 31) : dateText(2027, [10, 3, 11, 9][i % 4], day),
        time: '7:30 PM onwards',
        monogram: template.name
          .split(' ')
          .filter((w) => /^[A-Za-z]/.test(w))
          .map((w) => w[0])
          .join('')
          .slice(0, 2),
        people: [{ name: `Kiran & Asha ${family}`, note: 'Your hosts for the evening' }],
        events: [
          { name: 'Welcome drinks', when: '7:30 PM' },
          { name: 'Live music', when: '8:30 PM' },
          { name: 'Dinner', when: '9:30 PM' },
          { name: prefix === 'nye' ? 'Countdown' : 'Dance floor', when: prefix === 'nye' ? '11:59 PM' : '10:30 PM' },
        ],
        story: [],
        notes: ['Dress code: festive colours', 'Valet parking available', 'Kids welcome till 10 PM', 'RSVP by 20th'],
      };
    default:
      return {
        ...base,
        eyebrow: festivalEyebrow(prefix),
        title: template.name,
        subtitle: 'All devotees and families are invited with their friends',
        date: dateText(2027, prefix === 'kan' ? 11 : [4, 3, 5, 2][i % 4], prefix === 'kan' ? 1 : day),
        time: '6:00 AM onwards',
        monogram: template.name[0],
        people:
          prefix === 'upa'
            ? [{ name: `Chi. ${CHILDREN[i % CHILDREN.length]}`, note: `Son of Smt. Radha & Shri Srinivas ${family}` }]
            : [
                { name: 'Sri Raghavendra Bhat', note: 'Chief priest' },
                { name: 'Smt. Kamala Hegde', note: 'Organising committee' },
              ],
        events: festivalEvents(prefix),
        story: [],
      };
  }
}

function festivalEyebrow(prefix: string): string {
  return (
    { kan: 'Kannada Rajyotsava', cha: 'Rathotsava', upa: 'Upanayana', ram: 'Sri Rama Navami' }[prefix] ??
    'You are invited'
  );
}

function festivalEvents(prefix: string): ArtEvent[] {
  switch (prefix) {
    case 'kan':
      return [
        { name: 'Flag hoisting', when: '8:00 AM' },
        { name: 'Nada Geethe', when: '8:30 AM' },
        { name: 'Cultural show', when: '10:00 AM' },
        { name: 'Felicitation', when: '12:00 PM' },
      ];
    case 'cha':
      return [
        { name: 'Suprabhata Seva', when: '6:00 AM' },
        { name: 'Rathārohana', when: '10:30 AM' },
        { name: 'Rathotsava', when: '4:00 PM' },
        { name: 'Annadana', when: '7:00 PM' },
      ];
    case 'upa':
      return [
        { name: 'Udakashanti', when: '7:00 AM' },
        { name: 'Upanayana', when: '9:30 AM' },
        { name: 'Bhiksha', when: '11:00 AM' },
        { name: 'Lunch', when: '12:30 PM' },
      ];
    default:
      return [
        { name: 'Abhisheka', when: '6:30 AM' },
        { name: 'Rama Janana', when: '12:00 PM' },
        { name: 'Panaka Seva', when: '1:00 PM' },
        { name: 'Bhajans', when: '6:30 PM' },
      ];
  }
}
