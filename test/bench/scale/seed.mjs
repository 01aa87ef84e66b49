// The little catalogue the scale run needs around flash-sale.mjs's sales: the categories, the staff
// member who verified the listings, and 17 sellers who can sign in (they upload proof of transfer).
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { LISTING_SIZES } from '../flash-sale.mjs';

const categories = ['Comedy', 'Concerts', 'Festivals', 'Sports', 'Theatre', 'Workshops'];

/** Seeds categories, an admin and one seller per flash-sale listing; returns the sellers' logins. */
export async function seedCatalogue(client) {
  await client.query(`insert into categories (id, name) select gen_random_uuid(), n from unnest($1::text[]) n`, [
    categories,
  ]);
  await client.query(
    `insert into users (id, email, username, full_name, city, is_admin, password_hash)
     values (gen_random_uuid(), 'admin@bench.ticketsetu.test', 'bench_admin', 'Bench Admin', 'Mumbai', true, 'bench: no login')`,
  );
  // Zero-padded, so seedSale's "order by email" gives listing k to seller k.
  const sellers = LISTING_SIZES.map((_, i) => ({
    email: `seller${String(i + 1).padStart(2, '0')}@bench.ticketsetu.test`,
    password: randomBytes(12).toString('base64url'),
    upi: `seller${i + 1}@okhdfcbank`,
  }));
  const hashes = await Promise.all(
    sellers.map((s) => argon2.hash(s.password, { type: argon2.argon2id, memoryCost: 4096, timeCost: 1 })),
  );
  await client.query(
    `insert into users (id, email, username, full_name, phone, city, upi_id, is_admin, password_hash)
     select gen_random_uuid(), e, split_part(e, '@', 1), 'Priya Sharma', '+91' || (9800000000 + k)::text, 'Mumbai', u,
            false, h
       from unnest($1::text[], $2::text[], $3::text[]) with ordinality as t(e, u, h, k)`,
    [sellers.map((s) => s.email), sellers.map((s) => s.upi), hashes],
  );
  return sellers;
}
