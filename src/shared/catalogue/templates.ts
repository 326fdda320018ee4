/**
 * The built-in template catalogue (the spec: template data is built into the product, not fetched).
 * Each template's design is picked from the category's design space by its number, so every template looks
 * different while staying deterministic across builds.
 */
import type { PackPrices } from '../pricing';
import { CATEGORIES, type CategoryPrefix, type SchemaName } from './categories';
import { LAYOUTS, PALETTES, type Design, type FontPairKey, type Motif } from './designs';

export interface Template extends PackPrices {
  key: number;
  /** Such as wed001, hou002. */
  id: string;
  name: string;
  /** Human category label. */
  category: string;
  details: string;
  /** Spelled as the original API spells it. */
  tumbnail_url: string;
  rank: number;
  on_discount: boolean;
  /** The spec's category number. */
  templates_model: number;
  sections_model: null;
  /** Content schema in schemas/. */
  schema: SchemaName;
  design: Design;
}

interface Series {
  prefix: CategoryPrefix;
  names: string[];
  /** Palette indexes to rotate through. */
  palettes: number[];
  fonts: FontPairKey[];
  motifs: Motif[];
  /** Schema per template number when a category has variants. */
  schemaFor?: (index: number) => SchemaName;
  blurb: (name: string) => string;
}

const SERIES: Series[] = [
  {
    prefix: 'wed',
    names: [
      'Shubh Vivah',
      'Kumkum Royale',
      'Mangalam',
      'Saptapadi',
      'Gold Mandap',
      'Peacock Pavilion',
      'Marigold Muhurtham',
      'Rajwada Nights',
      'Kanjeevaram',
      'Lotus Lagna',
      'Sindoor Sands',
      'Mehendi Dreams',
      'Banaras Brocade',
      'Coastal Kalyanam',
      'Jaipur Jharokha',
      'Haldi & Heart',
      'Midnight Pheras',
      'Temple Bells',
      'Rose Varmala',
      'Tanjore Gold',
      'Monsoon Vows',
      'Udaipur Lakeside',
      'Mysore Silk',
      'Eternal Knot',
    ],
    palettes: [0, 1, 2, 3, 6, 8, 5, 15, 4, 9],
    fonts: ['regal', 'romantic', 'elegant'],
    motifs: ['mandala', 'marigold', 'paisley', 'lotus', 'peacock', 'toran', 'kalash'],
    blurb: (name) =>
      `${name} is a wedding invitation website with your love story, the wedding events, venue maps, a photo gallery and a wishes wall for guests.`,
  },
  {
    prefix: 'eng',
    names: [
      'Ring Ceremony',
      'Sagai Sparkle',
      'Nischitartham',
      'Roka Rose',
      'Promise Petals',
      'Golden Rings',
      'Blush Mishri',
      'Moonlit Promise',
      'Garden Sagai',
      'Royal Roka',
      'Pearl Promise',
      'Tamboolam',
    ],
    palettes: [3, 8, 1, 5, 2, 4],
    fonts: ['romantic', 'elegant', 'regal'],
    motifs: ['lotus', 'paisley', 'marigold', 'leaves', 'mandala'],
    blurb: (name) =>
      `${name} announces your engagement with the couple's story, the ring ceremony details, a gallery and warm wishes from family.`,
  },
  {
    prefix: 'bir',
    names: [
      'Balloon Bash',
      'First Birthday Bloom',
      'Little Prince',
      'Little Princess',
      'Jungle Safari',
      'Space Explorer',
      'Cake & Candles',
      'Sweet Sixteen',
      'Golden Jubilee',
      'Shashtipoorthi',
      'Rainbow Party',
      'Superhero Day',
      'Teddy Picnic',
      'Ocean Friends',
      'Starry Night',
      'Mermaid Magic',
    ],
    palettes: [12, 10, 2, 3, 4, 7, 9],
    fonts: ['playful', 'modern', 'elegant'],
    motifs: ['balloons', 'confetti', 'stars', 'leaves'],
    // Every fourth birthday is the short one-page variant.
    schemaFor: (index) => (index % 4 === 3 ? 'birthday-short' : 'birthday'),
    blurb: (name) =>
      `${name} is a birthday invitation website with milestones, the party activities, a photo gallery and a wishes wall.`,
  },
  {
    prefix: 'hou',
    names: [
      'Griha Pravesh',
      'Gruhapravesham',
      'Vastu Shanti',
      'Kalash Welcome',
      'New Nest',
      'Toran Threshold',
      'Mango Leaves',
      'Rangoli Doorstep',
      'Home Sweet Home',
      'Deepam Welcome',
    ],
    palettes: [2, 6, 9, 0, 4],
    fonts: ['festive', 'regal', 'modern'],
    motifs: ['kalash', 'toran', 'rangoli', 'diya', 'leaves'],
    blurb: (name) =>
      `${name} invites family and friends to your house-warming puja with the muhurtham, directions and a gallery of your new home.`,
  },
  {
    prefix: 'ann',
    names: [
      'Silver Jubilee',
      'Ruby Years',
      'Golden Anniversary',
      'Forever Together',
      'Pearl Promise Anniversary',
      'Shashti Anniversary',
    ],
    palettes: [8, 0, 9, 3, 5],
    fonts: ['romantic', 'elegant'],
    motifs: ['lotus', 'paisley', 'stars'],
    blurb: (name) =>
      `${name} celebrates your years together with your journey, the celebration details and a gallery of memories.`,
  },
  {
    prefix: 'par',
    names: [
      'Dandiya Night',
      'Cocktail Soiree',
      'Diwali Get-together',
      'Holi Colours',
      'Retirement Toast',
      'Baby Shower Bliss',
      'Farewell Fiesta',
      'Sangeet Night',
    ],
    palettes: [12, 5, 15, 10, 7],
    fonts: ['playful', 'modern', 'festive'],
    motifs: ['confetti', 'diya', 'stars', 'balloons'],
    blurb: (name) => `${name} is a party invitation website with the schedule, the venue, a dress code and RSVPs.`,
  },
  {
    prefix: 'nye',
    names: [
      'Countdown 2027',
      'Midnight Glitter',
      'New Year Carnival',
      'Rooftop Countdown',
      'Neon Nights',
      'Golden Hour Gala',
    ],
    palettes: [5, 7, 12, 15],
    fonts: ['modern', 'elegant'],
    motifs: ['stars', 'confetti'],
    blurb: (name) =>
      `${name} sells and announces your New Year party: events, tickets, facilities and a book-now link.`,
  },
  {
    prefix: 'sch',
    names: [
      'Annual Day',
      'Vidya Mandir',
      'Bright Minds',
      'Knowledge Tree',
      'Sports Day Sprint',
      'Champions Meet',
      'Field Day',
      'Track & Field',
      'Republic Day Parade',
      'Constitution Day',
      'Tricolour Salute',
      'Gantantra',
      'Independence Day',
      'Azadi Utsav',
      'Freedom March',
      'Flag Hoisting',
    ],
    palettes: [13, 7, 10, 14],
    fonts: ['modern', 'festive'],
    motifs: ['leaves', 'stars', 'confetti'],
    // Four schools series: general events, sports day, Republic Day, Independence Day.
    schemaFor: (index) =>
      (['school', 'school-sports-day', 'school-republic-day', 'school-independence-day'] as const)[
        Math.floor(index / 4)
      ],
    blurb: (name) =>
      `${name} is a school event website with the programme, chief guest, organisers, instructions for students and parents, and a gallery.`,
  },
  {
    prefix: 'kan',
    names: ['Rajyotsava Habba', 'Karunadu Sambhrama', 'Kannada Kasturi', 'Hampi Heritage'],
    palettes: [11, 15, 6],
    fonts: ['festive', 'regal'],
    motifs: ['temple', 'rangoli'],
    blurb: (name) =>
      `${name} invites your community to Kannada Rajyotsava celebrations with the programme, guests and organisers.`,
  },
  {
    prefix: 'cha',
    names: ['Rathotsava', 'Brahmarathotsava', 'Temple Chariot', 'Jatre Mahotsava'],
    palettes: [6, 15, 0],
    fonts: ['regal', 'festive'],
    motifs: ['temple', 'marigold'],
    blurb: (name) =>
      `${name} announces a chariot festival with the rituals, timings, sevas and directions to the temple.`,
  },
  {
    prefix: 'upa',
    names: ['Upanayana Sanskar', 'Brahmopadesham', 'Janeu Ceremony', 'Munji'],
    palettes: [9, 6, 2],
    fonts: ['regal', 'festive'],
    motifs: ['kalash', 'diya', 'mandala'],
    blurb: (name) =>
      `${name} invites relatives to a thread ceremony with the muhurtham, rituals, family details and the venue.`,
  },
  {
    prefix: 'ram',
    names: ['Sri Rama Navami', 'Ayodhya Utsav', 'Rama Pattabhishekam', 'Panakam Seva'],
    palettes: [15, 9, 0],
    fonts: ['festive', 'regal'],
    motifs: ['temple', 'diya', 'marigold'],
    blurb: (name) =>
      `${name} shares your Ramanavami programme: events, chief guests, organisers, sponsors and a gallery.`,
  },
];

const STANDARD_PRICES: PackPrices = {
  basic_pack_price: 4999,
  basic_pack_discount_price: 2999,
  premium_pack_price: 6999,
  premium_pack_discount_price: 4999,
  luxury_pack_price: 8999,
  luxury_pack_discount_price: 5999,
};

/** The spec: house-warming templates 001 and 002 list higher, with the same discounted prices. */
const HOUSE_WARMING_PREMIUM_LIST: PackPrices = {
  ...STANDARD_PRICES,
  basic_pack_price: 7999,
  premium_pack_price: 9999,
  luxury_pack_price: 12999,
};

function pricesFor(id: string): PackPrices {
  return id === 'hou001' || id === 'hou002' ? HOUSE_WARMING_PREMIUM_LIST : STANDARD_PRICES;
}

function buildCatalogue(): Template[] {
  const templates: Template[] = [];
  SERIES.forEach((series, seriesIndex) => {
    const category = CATEGORIES.find((c) => c.prefix === series.prefix)!;
    series.names.forEach((name, index) => {
      const id = `${series.prefix}${String(index + 1).padStart(3, '0')}`;
      const design: Design = {
        palette: PALETTES[series.palettes[index % series.palettes.length]],
        fonts: series.fonts[index % series.fonts.length],
        // Offsets that drift every full cycle, so motif and layout do not move in step with palette and fonts.
        motif: series.motifs[(index + 1 + Math.floor(index / series.motifs.length)) % series.motifs.length],
        layout: LAYOUTS[(index + seriesIndex + Math.floor(index / 2)) % LAYOUTS.length],
      };
      templates.push({
        key: templates.length + 1,
        id,
        name,
        category: category.label,
        details: series.blurb(name),
        tumbnail_url: `/rest/api/public/art/${id}/thumbnail.svg`,
        rank: 130,
        on_discount: true,
        ...pricesFor(id),
        templates_model: category.model,
        sections_model: null,
        schema: series.schemaFor?.(index) ?? (category.schema as SchemaName),
        design,
      });
    });
  });
  return templates;
}

export const TEMPLATES: readonly Template[] = buildCatalogue();

const byId = new Map(TEMPLATES.map((template) => [template.id.toLowerCase(), template]));

/** Case-insensitive lookup by id (wed001). */
export function findTemplate(id: string): Template | undefined {
  return byId.get(id.toLowerCase());
}
