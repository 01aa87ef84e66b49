import { randomBytes } from 'node:crypto';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { CLOCK, type Clock, later } from '../../../shared/domain/clock.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { UserAddress } from '../domain/address.entity.js';
import { OtpChallenge } from '../domain/otp-challenge.entity.js';
import { PasswordReset } from '../domain/password-reset.entity.js';
import { Session } from '../domain/session.entity.js';
import { User } from '../domain/user.entity.js';
import { IdentityService } from './identity.service.js';
import { hashPassword } from './passwords.js';

const ERASURE_LOCK = 20261123;

/**
 * The privacy policy's promise: account data is deleted within 7 days of a request when no dues
 * are pending. Runs hourly on every replica; an advisory lock lets one do the work. Financial rows
 * keep pointing at the anonymised user. Each erasure records `AccountErased` for the modules that keep
 * something of the person's.
 */
@Injectable()
export class AccountErasureJob {
  private readonly logger = new Logger('AccountErasure');

  constructor(
    private readonly em: EntityManager,
    private readonly identity: IdentityService,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_HOUR)
  @CreateRequestContext()
  async run(): Promise<number> {
    const em = this.em.fork();
    return em.transactional(async (tx) => {
      const [lock] = await tx.execute<{ locked: boolean }[]>('select pg_try_advisory_xact_lock(?) as locked', [
        ERASURE_LOCK,
      ]);
      if (!lock?.locked) return 0;
      const requested = await tx.find(User, { deletionRequestedAt: { $ne: null }, erasedAt: null });
      let erased = 0;
      const now = this.clock.now();
      for (const user of requested) {
        if (await this.identity.hasPendingDues(user.id)) continue;
        user.erase(now, await hashPassword(randomBytes(32).toString('base64url')));
        await tx.nativeDelete(UserAddress, { userId: user.id });
        await tx.nativeDelete(Session, { userId: user.id });
        await tx.nativeDelete(PasswordReset, { userId: user.id });
        await tx.execute('delete from user_contact_history where user_id = ?', [user.id]);
        // Other modules end what they keep for the person (ticket alerts) with this transaction.
        await this.outbox.publish(tx, 'AccountErased', { userId: user.id });
        erased++;
      }
      await tx.nativeDelete(OtpChallenge, { expiresAt: { $lt: later(now, -86_400_000) } });
      if (erased) this.logger.log(`Erased personal data of ${erased} account(s)`);
      return erased;
    });
  }
}
