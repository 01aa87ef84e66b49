/** The demo catalogue: real Indian venues and cities, fictional line-ups. Times are IST (+05:30). */
export const demoCategories = ['Comedy', 'Concerts', 'Festivals', 'Sports', 'Theatre', 'Workshops'] as const;
type CategoryName = (typeof demoCategories)[number];

export interface DemoListing {
  price: number; // paise
  /** Face value printed on the ticket (paise): needed where the event caps resale by percent. */
  faceValue?: number;
  quantity: number;
  type: 'mobile' | 'physical';
  provider?: 'bookmyshow' | 'district';
  section?: string;
  row?: string;
  seat?: string;
  /** 'verified' shows on the site; 'pending' waits for staff; 'sold' has every ticket sold. */
  state: 'verified' | 'pending' | 'sold';
}

export interface DemoEvent {
  title: string;
  description: string;
  venue: string;
  city: string;
  category: CategoryName;
  daysFromNow: number;
  timeIst: string;
  image: string;
  buyerFeePercent?: number;
  sellerFeePercent?: number;
  transferInstructions?: string;
  /** Resale capped at face value + this percent (ADR 28); or */
  resaleCapPercent?: number;
  /** resale capped at this price per ticket (paise). */
  resaleCapPrice?: number;
  listings: DemoListing[];
}

const bmsTransfer =
  'Open the BookMyShow app, go to Profile > Your Orders, choose the booking and tap "Transfer Ticket". ' +
  "Enter the buyer's registered BookMyShow email shown on your Sold Tickets table, then upload a screenshot of the confirmation as proof.";
const districtTransfer =
  'In the District app open Tickets, choose the booking and tap "Transfer". ' +
  "Send it to the buyer's District id shown on your Sold Tickets table and upload the confirmation screenshot as proof.";

export const demoEvents: DemoEvent[] = [
  {
    title: 'Monsoon Melodies: An Evening of Indie Pop',
    description: 'Five of the country’s brightest indie acts on one stage, with a closing set under the lights.',
    venue: 'NSCI Dome, Worli',
    city: 'Mumbai',
    category: 'Concerts',
    daysFromNow: 9,
    timeIst: '19:30',
    image: '/images/events/concert.svg',
    buyerFeePercent: 2.5,
    sellerFeePercent: 5,
    transferInstructions: bmsTransfer,
    listings: [
      {
        price: 249900,
        quantity: 2,
        type: 'mobile',
        provider: 'bookmyshow',
        section: 'Gold',
        row: 'F',
        state: 'verified',
      },
      { price: 189900, quantity: 4, type: 'mobile', provider: 'bookmyshow', section: 'Silver', state: 'verified' },
      { price: 450000, quantity: 1, type: 'physical', section: 'Fan Pit', seat: 'FP-12', state: 'verified' },
      { price: 150000, quantity: 2, type: 'mobile', provider: 'district', state: 'pending' },
    ],
  },
  {
    title: 'T20 Night: Bengaluru vs Chennai',
    description: 'A floodlit southern derby at the Chinnaswamy. Gates open two hours before the first ball.',
    venue: 'M. Chinnaswamy Stadium',
    city: 'Bengaluru',
    category: 'Sports',
    daysFromNow: 12,
    timeIst: '19:30',
    image: '/images/events/sports.svg',
    buyerFeePercent: 3,
    sellerFeePercent: 4,
    transferInstructions: districtTransfer,
    listings: [
      {
        price: 320000,
        quantity: 2,
        type: 'mobile',
        provider: 'district',
        section: 'P Terrace',
        row: '14',
        state: 'verified',
      },
      { price: 275000, quantity: 3, type: 'physical', section: 'Stand M', row: 'K', state: 'verified' },
      { price: 520000, quantity: 2, type: 'mobile', provider: 'district', section: 'Corporate Box', state: 'verified' },
    ],
  },
  {
    title: 'Laugh Riot: Stand-up Special',
    description: 'An hour of brand-new material from three touring comics. Ages 16 and up.',
    venue: 'Siri Fort Auditorium',
    city: 'New Delhi',
    category: 'Comedy',
    daysFromNow: 6,
    timeIst: '20:00',
    image: '/images/events/comedy.svg',
    resaleCapPercent: 20, // TicketSwap's rule: at most face value + 20 %
    listings: [
      {
        price: 99900,
        faceValue: 89900,
        quantity: 2,
        type: 'mobile',
        provider: 'bookmyshow',
        row: 'C',
        seat: 'C7-C8',
        state: 'verified',
      },
      { price: 129900, faceValue: 110000, quantity: 1, type: 'physical', row: 'A', seat: 'A3', state: 'verified' },
    ],
  },
  {
    title: 'Rabindra Sandhya: A Tagore Musical',
    description: 'A new staging of Tagore’s dance-dramas with a live orchestra and a 40-strong ensemble.',
    venue: 'Science City Auditorium',
    city: 'Kolkata',
    category: 'Theatre',
    daysFromNow: 18,
    timeIst: '18:30',
    image: '/images/events/theatre.svg',
    sellerFeePercent: 3,
    resaleCapPrice: 150000, // at most ₹1,500.00 per ticket
    listings: [
      { price: 80000, quantity: 4, type: 'physical', section: 'Balcony', row: 'B', state: 'verified' },
      {
        price: 120000,
        quantity: 2,
        type: 'mobile',
        provider: 'district',
        section: 'Stalls',
        row: 'H',
        state: 'verified',
      },
    ],
  },
  {
    title: 'Deccan Bass Weekender',
    description: 'Two stages of electronic music from sunset to midnight. Carry a valid photo ID.',
    venue: 'GMC Balayogi Athletic Stadium, Gachibowli',
    city: 'Hyderabad',
    category: 'Festivals',
    daysFromNow: 24,
    timeIst: '16:00',
    image: '/images/events/festival.svg',
    buyerFeePercent: 2,
    sellerFeePercent: 5,
    transferInstructions: bmsTransfer,
    listings: [
      { price: 350000, quantity: 2, type: 'mobile', provider: 'bookmyshow', section: 'GA', state: 'verified' },
      { price: 699900, quantity: 2, type: 'mobile', provider: 'bookmyshow', section: 'VIP Deck', state: 'verified' },
    ],
  },
  {
    title: 'Margazhi Masters: Carnatic Concert',
    description: 'A three-hour vocal recital with violin, mridangam and ghatam, in the heart of the December season.',
    venue: 'The Music Academy, Mylapore',
    city: 'Chennai',
    category: 'Concerts',
    daysFromNow: 30,
    timeIst: '18:00',
    image: '/images/events/classical.svg',
    listings: [
      { price: 60000, quantity: 2, type: 'physical', row: 'J', seat: 'J11-J12', state: 'verified' },
      { price: 75000, quantity: 1, type: 'physical', row: 'D', seat: 'D4', state: 'verified' },
    ],
  },
  {
    title: 'Pune Food & Music Carnival',
    description: 'Forty food stalls, craft brewers and live bands across a long Sunday afternoon.',
    venue: 'Mahalaxmi Lawns, Karve Nagar',
    city: 'Pune',
    category: 'Festivals',
    daysFromNow: 15,
    timeIst: '12:00',
    image: '/images/events/festival.svg',
    buyerFeePercent: 1.5,
    listings: [
      { price: 89900, quantity: 4, type: 'mobile', provider: 'district', state: 'verified' },
      { price: 79900, quantity: 2, type: 'physical', state: 'pending' },
    ],
  },
  {
    title: 'Sunset Shores Music Festival',
    description: 'Three days of house and techno on the cliffs of Vagator. Day passes and season passes.',
    venue: 'Vagator Beach Grounds',
    city: 'Goa',
    category: 'Festivals',
    daysFromNow: 38,
    timeIst: '15:00',
    image: '/images/events/beach.svg',
    buyerFeePercent: 2.5,
    sellerFeePercent: 5,
    transferInstructions: districtTransfer,
    listings: [
      { price: 899900, quantity: 2, type: 'mobile', provider: 'district', section: 'Season Pass', state: 'verified' },
      { price: 450000, quantity: 3, type: 'mobile', provider: 'bookmyshow', section: 'Day 1', state: 'verified' },
    ],
  },
  {
    title: 'Pottery & Block-printing Workshop',
    description: 'A hands-on Saturday with master artisans; all materials included, take home what you make.',
    venue: 'Jawahar Kala Kendra',
    city: 'Jaipur',
    category: 'Workshops',
    daysFromNow: 21,
    timeIst: '10:30',
    image: '/images/events/workshop.svg',
    listings: [{ price: 250000, quantity: 1, type: 'physical', state: 'verified' }],
  },
  {
    title: 'Gujarat Giants Kabaddi Finals Night',
    description: 'The home team’s last league night of the season. Every seat sold out in minutes.',
    venue: 'The Arena by TransStadia',
    city: 'Ahmedabad',
    category: 'Sports',
    daysFromNow: 10,
    timeIst: '20:00',
    image: '/images/events/sports.svg',
    listings: [
      { price: 150000, quantity: 2, type: 'mobile', provider: 'bookmyshow', section: 'Lower Tier', state: 'sold' },
      { price: 90000, quantity: 2, type: 'physical', section: 'Upper Tier', state: 'sold' },
    ],
  },
];
