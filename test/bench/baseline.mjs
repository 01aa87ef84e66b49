// The benchmark's BASELINE: the two public catalogue reads served by a bare Node `http` server.
// Same SQL text and the same queries as the app sends (MikroORM inlines the parameters as literals,
// so this does too): the list is the events then one availability aggregate for them; the page is
// the event's row, then its availability, its on-sale listings and whether it was ever listed, all
// three at once (ADR 19); same pool size (10), same type parsing (timestamps as text) and the same
// JSON (run.mjs compares the answers before measuring). What the app spends beyond this is the
// framework: Nest routing, validation, request ids, metrics, logging, helmet.
// Started by run.mjs as its own process: `PORT=… DATABASE_URL=… node baseline.mjs`.
import http from 'node:http';
import pg from 'pg';

// Copied from backend/src/modules/catalog/application/catalog.service.ts (eventColumns, listUpcomingEvents,
// eventsByIds) with openForSaleSql('e') written out: the event list and the event's row, no figures.
const eventColumns = `
  e.id, e.title, e.description, e.venue, e.city, e.event_date, e.category_id, c.name as category_name,
  e.image_url, e.is_active, e.verified, e.verified_at,
  e.buyer_fee_percent::float8 as buyer_fee_percent, e.seller_fee_percent::float8 as seller_fee_percent,
  e.transfer_instructions, e.resale_cap_percent::float8 as resale_cap_percent, e.resale_cap_price,
  e.created_at, e.updated_at`;

const listSql = `select ${eventColumns}
           from events e left join categories c on c.id = e.category_id
          where (e.is_active and e.event_date > ?::timestamptz)
            and (?::text is null or e.title ilike ? or e.venue ilike ? or c.name ilike ?)
            and (?::timestamptz is null or e.event_date >= ?)
            and (?::timestamptz is null or e.event_date <= ?)
          order by e.event_date asc, e.id
          limit ? offset ?`;

const eventSql = `select ${eventColumns} from events e left join categories c on c.id = e.category_id
        where e.id = any(?::uuid[])`;

// Copied from backend/src/modules/listings/application/listing-queries.ts (availability, onSale with the
// default sort price_asc), with remainingSql('t') and onSaleSql('t') from listings/domain/on-sale.ts
// written out. Availability is read, not projected (ADR 19): one aggregate per request over the
// partial index tickets_on_sale_idx, held seats counted as unavailable.
const remaining = '(t.quantity - t.sold_quantity - t.held_quantity)';
const onSale = `(t.status = 'available' and ${remaining} > 0)`;

const availabilitySql = `select t.event_id, sum(${remaining})::int as available, min(t.price) as min_price
         from tickets t
        where t.event_id = any(?::uuid[]) and ${onSale}
        group by t.event_id`;

const onSaleSql = `select t.id, t.event_id, t.seller_id, t.price, t.quantity, t.sold_quantity, ${remaining} as available_quantity,
              t.seat_number, t.section, t."row", t.ticket_type, t.mobile_ticket_type, t.status, t.listed_at
         from tickets t
        where t.event_id = ? and ${onSale} and ${remaining} >= ?
          and (?::text is null or t.ticket_type = ?)
        order by price asc, listed_at asc, t.id`;

// listing-queries.ts everListed, with VERIFIED_STATUSES (listings/domain/listing-status.ts) written out:
// whether the event ever had a verified listing (sold out rather than not listed yet).
const everListedSql = 'select exists (select 1 from tickets where event_id = ? and status = any(?::text[])) as listed';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What MikroORM's platform.formatQuery does for these parameter types: inline literals. */
function literal(value) {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`; // the app's clock; MikroORM writes it the same way in UTC
  return `'${String(value).replaceAll("'", "''")}'`;
}
function format(sql, params) {
  let i = 0;
  return sql.replace(/\?/g, () => literal(params[i++]));
}

/** shared/domain/ids.ts uuidArray: one array literal for `= any(?::uuid[])` (only UUIDs go in). */
const uuidArray = (ids) => `{${ids.join(',')}}`;

// MikroORM keeps date/time types as text (createPostgreSqlTypeParsers); the service turns them into Dates.
const types = new pg.TypeOverrides();
for (const oid of [1082, 1114, 1184, 1186]) types.setTypeParser(oid, (s) => s);

// The app's pool size (ormConfig poolMax, 10); run.mjs passes it.
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
  min: 0,
  types,
});
pool.on('error', () => {}); // a dropped idle connection must not take the server down

/** The app's EventDto (catalog/http/event.dto.ts toEventDto), same keys in the same order. */
function toEventDto(row, figures) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    venue: row.venue,
    city: row.city,
    event_date: new Date(row.event_date),
    category_id: row.category_id && row.category_name ? row.category_id : null,
    category: row.category_id && row.category_name ? { id: row.category_id, name: row.category_name } : null,
    image_url: row.image_url,
    is_active: row.is_active,
    verified: row.verified,
    verified_at: row.verified_at === null ? null : new Date(row.verified_at),
    buyer_fee_percent: row.buyer_fee_percent,
    seller_fee_percent: row.seller_fee_percent,
    transfer_instructions: row.transfer_instructions,
    resale_cap_percent: row.resale_cap_percent,
    resale_cap_price: row.resale_cap_price,
    available_tickets: figures?.available ?? 0,
    min_price: figures?.min_price ?? null,
  };
}

/** listing-queries.ts availability(): the figures of these events, by event id. */
async function availability(eventIds) {
  if (eventIds.length === 0) return new Map();
  const { rows } = await pool.query(format(availabilitySql, [uuidArray(eventIds)]));
  return new Map(rows.map((row) => [row.event_id, row]));
}

/** The app's upcomingEvents: the events (catalog), then one aggregate over their on-sale listings. */
async function listEvents() {
  const { rows } = await pool.query(
    format(listSql, [new Date(), null, null, null, null, null, null, null, null, 100, 0]),
  );
  const figures = await availability(rows.map((row) => row.id));
  return rows.map((row) => toEventDto(row, figures.get(row.id)));
}

/** The app's eventPage: the event's row, then its figures, its on-sale listings and ever_listed side by side. */
async function eventPage(id) {
  if (!uuidPattern.test(id)) return null;
  const { rows } = await pool.query(format(eventSql, [uuidArray([id])]));
  // A deactivated event is 'Event not found' on its page, as it is gone from the list.
  if (rows.length === 0 || !rows[0].is_active) return null;
  const event = rows[0];
  const [figures, listings, everListed] = await Promise.all([
    availability([event.id]),
    pool.query(format(onSaleSql, [event.id, 1, null, null])),
    pool.query(format(everListedSql, [event.id, '{available,sold}'])),
  ]);
  return {
    ...toEventDto(event, figures.get(event.id)),
    listings: listings.rows.map((row) => ({ ...row, listed_at: new Date(row.listed_at) })),
    ever_listed: Boolean(everListed.rows[0]?.listed),
  };
}

function send(res, status, body, type = 'application/json; charset=utf-8') {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(json) });
  res.end(json);
}

const notFound = { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Event not found' };

const server = http.createServer(async (req, res) => {
  try {
    const path = req.url.split('?', 1)[0];
    if (req.method !== 'GET') return send(res, 405, { title: 'Method Not Allowed', status: 405 });
    if (path === '/api/v1/events') return send(res, 200, await listEvents());
    if (path.startsWith('/api/v1/events/')) {
      const page = await eventPage(decodeURIComponent(path.slice('/api/v1/events/'.length)));
      return page ? send(res, 200, page) : send(res, 404, notFound, 'application/problem+json');
    }
    if (path === '/api/health') {
      await pool.query('select 1');
      return send(res, 200, { status: 'ok' });
    }
    return send(res, 404, { title: 'Not Found', status: 404 }, 'application/problem+json');
  } catch (error) {
    console.error(error);
    if (!res.headersSent) send(res, 500, { title: 'Internal Server Error', status: 500 }, 'application/problem+json');
  }
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`baseline listening on http://127.0.0.1:${server.address().port}`);
});

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    pool.end().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
