/** How a listing's tickets reach the buyer, and which app a mobile ticket lives in. */
export const ticketTypes = ['mobile', 'physical'] as const;
export type TicketType = (typeof ticketTypes)[number];
export const mobileProviders = ['bookmyshow', 'district'] as const;
export type MobileProvider = (typeof mobileProviders)[number];
