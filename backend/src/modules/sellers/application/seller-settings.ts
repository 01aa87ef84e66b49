import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { SellerProfileSettings } from '../domain/seller-settings.entity.js';

/** A person's own choices about their seller profile; every method is scoped to the caller. */
@Injectable()
export class SellerSettings {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of(userId: string): Promise<{ showFullName: boolean }> {
    const settings = await this.em.fork().findOne(SellerProfileSettings, { userId });
    return { showFullName: settings?.showFullName ?? false };
  }

  /** Saves the choice (one statement: two saves at once leave the last one). */
  async save(userId: string, showFullName: boolean): Promise<{ showFullName: boolean }> {
    await this.em.fork().execute(
      `insert into seller_profile_settings (user_id, show_full_name, updated_at) values (?, ?, ?)
         on conflict (user_id) do update set show_full_name = excluded.show_full_name, updated_at = excluded.updated_at`,
      [userId, showFullName, this.clock.now()],
    );
    return { showFullName };
  }
}
