import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isUuid, uuidArray } from '../../../shared/domain/ids.js';
import { type KeyedRequest, refuseOtherRequest } from '../../../shared/domain/request-fingerprint.js';
import { Coalescer } from '../../../shared/infrastructure/coalescer.js';
import { Order } from '../domain/order.entity.js';

/**
 * The order a Pay's (buyer, Idempotency-Key) made already, if any (the unique index on the two makes
 * it one). Asked by every Pay of a rush, so the lookups of Pays arriving together share one statement
 * (each still reads after it was asked: never a stale "no order yet"); the rare order found is then
 * read whole, and refused (422) when another request made it.
 */
@Injectable()
export class OrderKeys {
  private readonly ordersByKey = new Coalescer((keys: { buyerId: string; idempotencyKey: string }[]) =>
    this.orderIdsByKey(keys),
  );

  constructor(private readonly em: EntityManager) {}

  async find(buyerId: string, keyed: KeyedRequest): Promise<Order | null> {
    if (!isUuid(buyerId)) return null; // a session's user id always is; one bad key would fail the batch
    const id = await this.ordersByKey.load({ buyerId, idempotencyKey: keyed.key });
    const order = id ? await this.em.fork().findOne(Order, { id }) : null;
    if (order) refuseOtherRequest(order.idempotencyFingerprint, keyed.fingerprint);
    return order;
  }

  /** The order id of each (buyer, key), or null, in one statement on a connection of its own. */
  private async orderIdsByKey(keys: { buyerId: string; idempotencyKey: string }[]): Promise<(string | null)[]> {
    const rows = await this.em.getConnection().execute<{ id: string; buyer_id: string; idempotency_key: string }[]>(
      `select t.id, t.buyer_id, t.idempotency_key
         from transactions t
         join unnest(?::uuid[], ?::text[]) as k(buyer_id, idempotency_key)
           on t.buyer_id = k.buyer_id and t.idempotency_key = k.idempotency_key`,
      [uuidArray(keys.map((k) => k.buyerId)), textArray(keys.map((k) => k.idempotencyKey))],
    );
    const found = new Map(rows.map((row) => [`${row.buyer_id} ${row.idempotency_key}`, row.id]));
    return keys.map((k) => found.get(`${k.buyerId.toLowerCase()} ${k.idempotencyKey}`) ?? null);
  }
}

/** Texts as one PostgreSQL array literal ('{"a","b"}'), each quoted (the driver spreads JavaScript arrays). */
function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
