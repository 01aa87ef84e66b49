/**
 * The frontend's feature map (ADR 68): which features (frontend/src/features/<name>/) each feature
 * may import, always through the other's index.ts. It has no cycle (frontend/src/rooms.test.ts checks
 * it), so no two features lean on each other: what two share lives in shared/ or in the one that owns
 * it. Read by frontend/.dependency-cruiser.cjs; a feature missing here may import no other feature.
 */
const uses = {
  addresses: [],
  alerts: ['events'],
  admin: [],
  'admin-audit': ['admin'],
  'admin-categories': ['admin', 'admin-events', 'events'],
  'admin-disputes': ['admin', 'admin-payouts', 'disputes'],
  'admin-events': ['admin', 'events'],
  'admin-payouts': ['admin'],
  'admin-ratings': ['admin', 'sellers'],
  'admin-tax': ['admin', 'tickets'],
  'admin-tickets': ['admin', 'events', 'selling'],
  'admin-transactions': ['admin'],
  'admin-transfers': ['admin'],
  auth: ['layout'],
  checkout: ['addresses', 'events', 'sellers', 'waitlist'],
  complaints: ['contact', 'content'],
  contact: ['content'],
  content: [],
  'dev-outbox': [],
  disputes: ['selling'],
  'event-page': ['alerts', 'events', 'sellers', 'waitlist'],
  events: [],
  home: ['events'],
  layout: [],
  'payment-result': ['checkout', 'events', 'selling', 'tickets'],
  profile: ['addresses', 'sellers'],
  sellers: [],
  selling: ['addresses', 'events', 'profile'],
  tickets: ['alerts', 'disputes', 'events', 'profile', 'sellers', 'selling', 'waitlist'],
  waitlist: ['events'],
};

module.exports = { uses };
