import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { ADDRESS_MESSAGES, checkAddress } from '@ticketsetu/contracts/address-form';
import { stampedNow } from '../../../shared/domain/entity-clock.js';
import { IdentityError } from './identity-errors.js';

export interface AddressFields {
  addressLine1: string;
  addressLine2: string | null;
  area: string;
  city: string;
  state: string;
  pincode: string;
}

/** An address as sent: any part may be missing until checkAddress has passed it. */
export type AddressInput = { [K in keyof AddressFields]?: AddressFields[K] | null };

/**
 * The address's parts once contracts' checkAddress (the browser form's own check) passes them; else its
 * first problem is refused, in the spec's words, naming the field.
 */
export function checkedAddress(input: AddressInput): AddressFields {
  const [problem] = checkAddress(input);
  if (problem) throw new IdentityError('SAVED_ADDRESS_INVALID', ADDRESS_MESSAGES[problem.code], problem.field);
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  return {
    addressLine1: text(input.addressLine1),
    addressLine2: text(input.addressLine2) || null,
    area: text(input.area),
    city: text(input.city),
    state: text(input.state),
    pincode: text(input.pincode),
  };
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

  /** Refuses an address checkAddress does not pass (checkedAddress). */
  constructor(userId: string, input: AddressInput) {
    const fields = checkedAddress(input);
    this.userId = userId;
    this.addressLine1 = fields.addressLine1;
    this.addressLine2 = fields.addressLine2;
    this.area = fields.area;
    this.city = fields.city;
    this.state = fields.state;
    this.pincode = fields.pincode;
  }
}
