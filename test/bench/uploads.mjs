// Resident memory of the app while it takes 8 concurrent 10 MB uploads (issue: uploads must not be
// held in memory). Part of `npm run bench`; see docs/performance.md.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import argon2 from 'argon2';
import pg from 'pg';

const MB = 1024 * 1024;

/** VmRSS of a process in MiB (Linux), or null where /proc is not available. */
function residentMiB(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Signs a bench person in (a user row with a real argon2 hash), then posts `uploads` listings with one
 * `sizeMiB` proof file each, all at once, sampling the server's resident memory every 10 ms.
 */
export async function measureUploadMemory({ server, databaseUrl, eventId, uploads = 8, sizeMiB = 10 }) {
  const password = randomBytes(12).toString('base64url');
  const email = `uploader-${randomBytes(4).toString('hex')}@bench.ticketsetu.test`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into users (id, email, username, full_name, is_admin, password_hash)
       values (gen_random_uuid(), $1, split_part($1, '@', 1), 'Bench Uploader', false, $2)`,
      [email, await argon2.hash(password)],
    );
  } finally {
    await client.end();
  }
  const login = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`bench uploader could not sign in: ${login.status} ${await login.text()}`);
  const { access_token: token } = await login.json();

  // A real PDF header (the content check looks at it) padded to exactly the size limit.
  const header = Buffer.from('%PDF-1.4\n');
  const pdf = Buffer.concat([header, Buffer.alloc(sizeMiB * MB - header.length, 0x20)]);
  const form = () => {
    const body = new FormData();
    for (const [k, v] of Object.entries({
      eventId,
      price: '1500',
      ticketType: 'mobile',
      mobileTicketType: 'district',
      upiId: 'bench@okaxis',
    })) {
      body.append(k, v);
    }
    body.append('files', new Blob([pdf], { type: 'application/pdf' }), 'proof.pdf');
    return body;
  };

  const before = residentMiB(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    const now = residentMiB(server.pid);
    if (now !== null && (peak === null || now > peak)) peak = now;
  }, 10);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: uploads }, () =>
      fetch(`${server.url}/api/v1/listings`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form(),
      }).then(async (res) => {
        await res.arrayBuffer();
        return res.status;
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return {
    uploads,
    sizeMiB,
    statuses,
    seconds,
    rssBeforeMiB: before,
    rssPeakMiB: peak,
    rssGrowthMiB: before !== null && peak !== null ? peak - before : null,
  };
}
