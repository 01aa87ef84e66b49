import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** What a seller chose about their public profile: by default it shows the first name and the surname's initial. */
@Entity({ tableName: 'seller_profile_settings' })
export class SellerProfileSettings {
  @PrimaryKey({ type: 'uuid' })
  userId: string;

  /** "Show my full name on my seller profile". */
  @Property({ type: 'boolean' })
  showFullName: boolean & Opt = false;

  @Property({ type: 'timestamptz' })
  updatedAt: Date;

  constructor(userId: string, at: Date) {
    this.userId = userId;
    this.updatedAt = at;
  }
}
