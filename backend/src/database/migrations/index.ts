import { Migration20261122000000_foundation } from './Migration20261122000000_foundation.js';
import { Migration20261122010000_messaging } from './Migration20261122010000_messaging.js';
import { Migration20261122020000_contact } from './Migration20261122020000_contact.js';
import { Migration20261122030000_identity } from './Migration20261122030000_identity.js';
import { Migration20261122040000_listing_files } from './Migration20261122040000_listing_files.js';
import { Migration20261123000000_phonepe_sandbox } from './Migration20261123000000_phonepe_sandbox.js';
import { Migration20261123010000_inventory } from './Migration20261123010000_inventory.js';
import { Migration20261123020000_ledger } from './Migration20261123020000_ledger.js';
import { Migration20261123030000_orders } from './Migration20261123030000_orders.js';
import { Migration20261123040000_transfers } from './Migration20261123040000_transfers.js';
import { Migration20261123060000_rewards } from './Migration20261123060000_rewards.js';
import { Migration20261123070000_payouts } from './Migration20261123070000_payouts.js';
import { Migration20261125000000_disputes } from './Migration20261125000000_disputes.js';
import { Migration20261127000000_admin_catalog } from './Migration20261127000000_admin_catalog.js';
import { Migration20261128000000_hold_reservations } from './Migration20261128000000_hold_reservations.js';
import { Migration20261128010000_waitlist } from './Migration20261128010000_waitlist.js';
import { Migration20261129000000_audit } from './Migration20261129000000_audit.js';
import { Migration20261130000000_admin_lists } from './Migration20261130000000_admin_lists.js';
import { Migration20261201000000_admin_search } from './Migration20261201000000_admin_search.js';
import { Migration20261202000000_sale_end_states } from './Migration20261202000000_sale_end_states.js';
import { Migration20261202060000_waitlist_expiry } from './Migration20261202060000_waitlist_expiry.js';
import { Migration20261202120000_payment_start } from './Migration20261202120000_payment_start.js';
import { Migration20261203000000_razorpayx_sandbox } from './Migration20261203000000_razorpayx_sandbox.js';
import { Migration20261203010000_seller_payout_provider } from './Migration20261203010000_seller_payout_provider.js';
import { Migration20261204000000_payout_release } from './Migration20261204000000_payout_release.js';
import { Migration20261204010000_upi_id_names } from './Migration20261204010000_upi_id_names.js';
import { Migration20261204020000_payout_upi_change } from './Migration20261204020000_payout_upi_change.js';
import { Migration20261205000000_tax_documents } from './Migration20261205000000_tax_documents.js';
import { Migration20261205010000_tds } from './Migration20261205010000_tds.js';
import { Migration20261206000000_live_availability } from './Migration20261206000000_live_availability.js';
import { Migration20261207000000_listing_creation_keys } from './Migration20261207000000_listing_creation_keys.js';
import { Migration20261208000000_place_of_supply_basis } from './Migration20261208000000_place_of_supply_basis.js';
import { Migration20261209000000_idempotency_fingerprints } from './Migration20261209000000_idempotency_fingerprints.js';
import { Migration20261209010000_checkout_ends_before_payment } from './Migration20261209010000_checkout_ends_before_payment.js';
import { Migration20261212000000_proof_fingerprints } from './Migration20261212000000_proof_fingerprints.js';
import { Migration20261212010000_resale_not_permitted } from './Migration20261212010000_resale_not_permitted.js';
import { Migration20261213000000_seller_profiles } from './Migration20261213000000_seller_profiles.js';
import { Migration20261215000000_event_state } from './Migration20261215000000_event_state.js';
import { Migration20261215010000_buying_limit } from './Migration20261215010000_buying_limit.js';
/** Every migration in order. Listed explicitly so dist, ts and tests run the same set. */

export const migrationsList = [
  { name: 'Migration20261122000000_foundation', class: Migration20261122000000_foundation },
  { name: 'Migration20261122010000_messaging', class: Migration20261122010000_messaging },
  { name: 'Migration20261122020000_contact', class: Migration20261122020000_contact },
  { name: 'Migration20261122030000_identity', class: Migration20261122030000_identity },
  { name: 'Migration20261122040000_listing_files', class: Migration20261122040000_listing_files },
  { name: 'Migration20261123000000_phonepe_sandbox', class: Migration20261123000000_phonepe_sandbox },
  { name: 'Migration20261123010000_inventory', class: Migration20261123010000_inventory },
  { name: 'Migration20261123020000_ledger', class: Migration20261123020000_ledger },
  { name: 'Migration20261123030000_orders', class: Migration20261123030000_orders },
  { name: 'Migration20261123040000_transfers', class: Migration20261123040000_transfers },
  { name: 'Migration20261123060000_rewards', class: Migration20261123060000_rewards },
  { name: 'Migration20261123070000_payouts', class: Migration20261123070000_payouts },
  { name: 'Migration20261125000000_disputes', class: Migration20261125000000_disputes },
  { name: 'Migration20261127000000_admin_catalog', class: Migration20261127000000_admin_catalog },
  { name: 'Migration20261128000000_hold_reservations', class: Migration20261128000000_hold_reservations },
  { name: 'Migration20261128010000_waitlist', class: Migration20261128010000_waitlist },
  { name: 'Migration20261129000000_audit', class: Migration20261129000000_audit },
  { name: 'Migration20261130000000_admin_lists', class: Migration20261130000000_admin_lists },
  { name: 'Migration20261201000000_admin_search', class: Migration20261201000000_admin_search },
  { name: 'Migration20261202000000_sale_end_states', class: Migration20261202000000_sale_end_states },
  { name: 'Migration20261202060000_waitlist_expiry', class: Migration20261202060000_waitlist_expiry },
  { name: 'Migration20261202120000_payment_start', class: Migration20261202120000_payment_start },
  { name: 'Migration20261203000000_razorpayx_sandbox', class: Migration20261203000000_razorpayx_sandbox },
  { name: 'Migration20261203010000_seller_payout_provider', class: Migration20261203010000_seller_payout_provider },
  { name: 'Migration20261204000000_payout_release', class: Migration20261204000000_payout_release },
  { name: 'Migration20261204010000_upi_id_names', class: Migration20261204010000_upi_id_names },
  { name: 'Migration20261204020000_payout_upi_change', class: Migration20261204020000_payout_upi_change },
  { name: 'Migration20261205000000_tax_documents', class: Migration20261205000000_tax_documents },
  { name: 'Migration20261205010000_tds', class: Migration20261205010000_tds },
  { name: 'Migration20261206000000_live_availability', class: Migration20261206000000_live_availability },
  { name: 'Migration20261207000000_listing_creation_keys', class: Migration20261207000000_listing_creation_keys },
  { name: 'Migration20261208000000_place_of_supply_basis', class: Migration20261208000000_place_of_supply_basis },
  { name: 'Migration20261209000000_idempotency_fingerprints', class: Migration20261209000000_idempotency_fingerprints },
  {
    name: 'Migration20261209010000_checkout_ends_before_payment',
    class: Migration20261209010000_checkout_ends_before_payment,
  },
  { name: 'Migration20261212000000_proof_fingerprints', class: Migration20261212000000_proof_fingerprints },
  { name: 'Migration20261212010000_resale_not_permitted', class: Migration20261212010000_resale_not_permitted },
  { name: 'Migration20261213000000_seller_profiles', class: Migration20261213000000_seller_profiles },
  { name: 'Migration20261215000000_event_state', class: Migration20261215000000_event_state },
  { name: 'Migration20261215010000_buying_limit', class: Migration20261215010000_buying_limit },
];
