import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { isUuid } from '../../../shared/domain/ids.js';
import { IdentityService } from '../../identity/index.js';

/** An open dispute is a matter still in progress for both parties: their accounts wait before erasure. */
@Injectable()
export class DisputePendingDues implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly identity: IdentityService,
  ) {}

  onModuleInit(): void {
    this.identity.registerPendingDuesCheck('disputes', async (userId) => {
      if (!isUuid(userId)) return false;
      const open = await this.em
        .fork()
        .execute('select 1 from disputes where (buyer_id = ? or seller_id = ?) and closed_at is null limit 1', [
          userId,
          userId,
        ]);
      return open.length > 0;
    });
  }
}
