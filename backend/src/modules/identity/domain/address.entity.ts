import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { stampedNow } from '../../../shared/domain/entity-clock.js';

export interface AddressFields {
  addressLine1: string;
  addressLine2: string | null;
  area: string;
  city: string;
  state: string;
  pincode: string;
}

/** A saved delivery or pickup address of a user; one of them is the default. */
@Entity({ tableName: 'user_addresses' })
export class UserAddress implements AddressFields {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid' })
  @Index()
  userId: string;

  @Property({ type: 'text' })
  addressLine1: string;

  @Property({ type: 'text', nullable: true })
  addressLine2: string | null;

  @Property({ type: 'text' })
  area: string;

  @Property({ type: 'text' })
  city: string;

  @Property({ type: 'text' })
  state: string;

  @Property({ type: 'text' })
  pincode: string;

  @Property({ type: 'boolean' })
  isDefault: boolean & Opt = false;

  @Property({ type: 'timestamptz', onCreate: stampedNow })
  createdAt!: Date & Opt;

  @Property({ type: 'timestamptz', onCreate: stampedNow, onUpdate: stampedNow })
  updatedAt!: Date & Opt;

  constructor(userId: string, fields: AddressFields) {
    this.userId = userId;
    this.addressLine1 = fields.addressLine1;
    this.addressLine2 = fields.addressLine2;
    this.area = fields.area;
    this.city = fields.city;
    this.state = fields.state;
    this.pincode = fields.pincode;
  }
}
