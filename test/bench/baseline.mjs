// The benchmark's BASELINE: the two public catalogue reads served by a bare Node `http` server.
// Same SQL text as the app sends (MikroORM inlines the parameters as literals, so this does too),
// same pool size (10), same type parsing (timestamps as text) and the same JSON shape. What the
// app spends beyond this is the framework: Nest routing, validation, request context, logging,
// helmet, Express' ETag. Started by run.mjs as its own process: `PORT=… DATABASE_URL=… node baseline.mjs`.
import http from 'node:http';
import pg from 'pg';

// Copied from backend/src/modules/catalog/application/catalog.service.ts (eventColumns, listUpcomingEvents, getEvent).
const eventColumns = `
  e.id, e.title, e.description, e.venue, e.city, e.event_date, e.category_id, c.name as category_name,
  e.image_url, e.is_active, e.verified, e.verified_at,
  e.buyer_fee_percent::float8 as buyer_fee_percent, e.seller_fee_percent::float8 as seller_fee_percent,
  e.transfer_instructions, e.available_tickets, e.min_price`;

const listSql = `select ${eventColumns}
           from events e left join categories c on c.id = e.category_id
          where e.is_active and e.event_date > now()
            and (?::text is null or e.title ilike ? or e.venue ilike ? or c.name ilike ?)
            and (?::timestamptz is null or e.event_date >= ?)
            and (?::timestamptz is null or e.event_date <= ?)
          order by e.event_date asc, e.id
          limit ? offset ?`;

const eventSql = `select ${eventColumns} from events e left join categories c on c.id = e.category_id where e.id = ?`;

// Copied from backend/src/modules/listings/application/listings.service.ts (onSaleForEvent, default sort price_asc).
const onSaleSql = `select id, event_id, price, quantity, sold_quantity, quantity - sold_quantity as available_quantity,
              seat_number, section, "row", ticket_type, mobile_ticket_type, status, listed_at
         from tickets
        where event_id = ? and status = 'available' and quantity - sold_quantity >= ?
          and (?::text is null or ticket_type = ?)
        order by price asc, listed_at asc, id`;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What MikroORM's platform.formatQuery does for these parameter types: inline literals. */
function literal(value) {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}
function format(sql, params) {
  let i = 0;
  return sql.replace(/\?/g, () => literal(params[i++]));
}

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

function toView({ category_name, ...row }) {
  return {
    ...row,
    event_date: new Date(row.event_date),
    verified_at: row.verified_at && new Date(row.verified_at),
    category: row.category_id && category_name ? { id: row.category_id, name: category_name } : null,
  };
}

async function listEvents() {
  const { rows } = await pool.query(format(listSql, [null, null, null, null, null, null, null, null, 100, 0]));
  return rows.map(toView);
}

async function eventPage(id) {
  if (!uuidPattern.test(id)) return null;
  const { rows } = await pool.query(format(eventSql, [id]));
  if (rows.length === 0) return null;
  const event = toView(rows[0]);
  const listings = await pool.query(format(onSaleSql, [event.id, 1, null, null]));
  return { ...event, listings: listings.rows.map((row) => ({ ...row, listed_at: new Date(row.listed_at) })) };
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
