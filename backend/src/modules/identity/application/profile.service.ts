import type { Locale } from '@ticketsetu/contracts/locales';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { checkProfile, PROFILE_MESSAGES } from '@ticketsetu/contracts/profile-form';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { formRefusal } from '../../../shared/domain/domain-error.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { UPI_ID_NOT_CONFIRMED, UpiIdConfirmations } from '../../../shared/infrastructure/upi-id-confirmations.js';
import { sameUpiId } from '../../../shared/domain/upi-id.js';
import { AuditLog } from '../../audit/index.js';
import { IdentityError } from '../domain/identity-errors.js';
import { type AddressInput, checkedAddress, UserAddress } from '../domain/address.entity.js';
import { normaliseIndianMobile } from '../domain/rules.js';
import { INVALID_PAN, isPan, PAN_NAME_REQUIRED } from '@ticketsetu/contracts/tax';
import { User } from '../domain/user.entity.js';
import { SessionService } from './session.service.js';
import { PHONE_IN_USE } from './signup.service.js';
import { recordContact } from './contact-history.js';

export interface ProfileChanges {
  fullName?: string;
  phone?: string;
  upiId?: string | null;
  /** From the UPI id check (ADR 45): needed for a new UPI id while names are checked. */
  upiIdConfirmation?: string;
  /** The PAN (format checked), with the name as on it; null or '' removes both. */
  pan?: string | null;
  panName?: string;
}

/**
 * The personal details changed (contracts' checkProfile, the browser's own check; a phone sent is
 * never empty), every problem reported. The full name is the check's name.
 */
function checkPersonalDetails(changes: ProfileChanges): void {
  const problems = checkProfile({ name: changes.fullName, phone: changes.phone, upiId: changes.upiId });
  if (problems.length === 0) return;
  throw formRefusal(
    IdentityError,
    'PROFILE_INVALID',
    problems.map(({ field, code }) => ({
      field: field === 'name' ? 'fullName' : field,
      code,
      message: PROFILE_MESSAGES[code],
    })),
  );
}

/** A signed-in person's own profile and saved addresses. Every method is scoped to `userId`. */
@Injectable()
export class ProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly confirmations: UpiIdConfirmations,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async profile(userId: string): Promise<User> {
    const user = await this.em.findOne(User, { id: userId });
    if (!user) throw new IdentityError('USER_NOT_FOUND', 'User not found');
    return user;
  }

  /** The account's language (ADR 85): its emails and texts from now on. */
  async changeLocale(userId: string, locale: Locale): Promise<User> {
    const user = await this.profile(userId);
    user.locale = locale;
    await this.em.flush();
    return user;
  }

  async updateProfile(userId: string, changes: ProfileChanges): Promise<User> {
    checkPersonalDetails(changes);
    return this.em.transactional(async (em) => {
      // Locked: two saves at once cannot both pass the UPI id's check against the id saved before.
      const user = await em.findOne(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new IdentityError('USER_NOT_FOUND', 'User not found');
      if (changes.fullName !== undefined) user.fullName = changes.fullName.trim() || null;
      if (changes.upiId !== undefined) await this.changeUpiId(em, user, changes.upiId, changes.upiIdConfirmation);
      if (changes.pan !== undefined || changes.panName !== undefined) await this.changePan(em, user, changes);
      if (changes.phone !== undefined) {
        const phone = normaliseIndianMobile(changes.phone)!;
        if (phone !== user.phone && (await em.count(User, { phone, id: { $ne: userId } }))) {
          throw new IdentityError('PHONE_IN_USE', PHONE_IN_USE, 'phone');
        }
        if (phone !== user.phone) await recordContact(em, user.id, 'phone', phone, this.clock.now());
        user.changePhone(phone);
      }
      await em.flush();
      return user;
    });
  }

  /**
   * The PAN that TDS is withheld under (ADR 49): format-checked, with the name as on it; a change is in the
   * audit log, as the PAN decides how much of each sale is withheld.
   */
  private async changePan(em: EntityManager, user: User, changes: ProfileChanges): Promise<void> {
    const pan = changes.pan === undefined ? user.pan : changes.pan?.trim().toUpperCase() || null;
    const panName = pan ? (changes.panName ?? user.panName ?? '').trim().replace(/\s+/g, ' ') : null;
    if (pan && !isPan(pan)) throw new IdentityError('PROFILE_INVALID', INVALID_PAN, 'pan');
    if (pan && !panName) throw new IdentityError('PROFILE_INVALID', PAN_NAME_REQUIRED, 'panName');
    if (pan === user.pan && panName === user.panName) return;
    const before = { pan: user.pan, pan_name: user.panName };
    user.pan = pan;
    user.panName = panName;
    await this.audit.record(em, {
      actorId: user.id,
      kind: 'user.pan_changed',
      targetId: user.id,
      before,
      after: { pan: user.pan, pan_name: user.panName },
      at: this.clock.now(),
    });
  }

  /**
   * The UPI id payouts go to. While names are checked (ADR 45), a new one needs the person's confirmation
   * of its registered name, which is kept with it, and the change is in the audit log; the same id again
   * (whatever its case) keeps its name. With manual payouts it is saved as given, as before.
   */
  private async changeUpiId(em: EntityManager, user: User, given: string | null, confirmation?: string) {
    const upiId = given?.trim() || null;
    if (sameUpiId(upiId, user.upiId)) {
      user.upiId = upiId;
      return;
    }
    if (upiId) await recordContact(em, user.id, 'upi_id', upiId, this.clock.now());
    if (!this.confirmations.required) {
      user.upiId = upiId;
      user.upiName = null;
      return;
    }
    const before = { upi_id: user.upiId, upi_name: user.upiName };
    if (upiId) {
      const confirmed = this.confirmations.check(confirmation, { userId: user.id, upiId });
      if (!confirmed.ok) throw new IdentityError('PROFILE_INVALID', UPI_ID_NOT_CONFIRMED, 'upiId');
      user.upiName = confirmed.registeredName;
    } else {
      user.upiName = null;
    }
    user.upiId = upiId;
    await this.audit.record(em, {
      actorId: user.id,
      kind: 'user.upi_id_changed',
      targetId: user.id,
      before,
      after: { upi_id: user.upiId, upi_name: user.upiName },
      at: this.clock.now(),
    });
  }

  /** Default first, then newest. */
  async addresses(userId: string): Promise<UserAddress[]> {
    return this.em.find(UserAddress, { userId }, { orderBy: { isDefault: 'desc', createdAt: 'desc' } });
  }

  /** The first address a person saves becomes their default; one checkAddress refuses is not saved. */
  async addAddress(userId: string, input: AddressInput): Promise<UserAddress> {
    const fields = checkedAddress(input); // refused before any lock is taken
    return this.em.transactional(async (em) => {
      await em.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE }); // serialise a user's address changes
      const address = new UserAddress(userId, fields);
      address.isDefault = (await em.count(UserAddress, { userId })) === 0;
      em.persist(address);
      return address;
    });
  }

  async deleteAddress(userId: string, addressId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const address = await this.ownAddress(em, userId, addressId);
      em.remove(address);
      await em.flush();
      if (address.isDefault) {
        const next = await em.findOne(UserAddress, { userId }, { orderBy: { createdAt: 'desc' } });
        if (next) next.isDefault = true;
      }
    });
  }

  async setDefaultAddress(userId: string, addressId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      await em.findOneOrFail(User, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const address = await this.ownAddress(em, userId, addressId);
      await em.nativeUpdate(UserAddress, { userId, isDefault: true }, { isDefault: false });
      address.isDefault = true;
    });
  }

  /** Records the request, signs the person out everywhere; the erasure job does the rest. */
  async requestDeletion(userId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const user = await em.findOneOrFail(User, { id: userId });
      user.deletionRequestedAt ??= this.clock.now();
      await em.flush();
      await this.sessions.revokeAllSessions(em, userId, 'account deletion requested');
    });
  }

  /** Another person's address id looks exactly like a missing one (no IDOR, no probing). */
  private async ownAddress(em: EntityManager, userId: string, addressId: string): Promise<UserAddress> {
    const address = isUuid(addressId) ? await em.findOne(UserAddress, { id: addressId, userId }) : null;
    if (!address) throw new IdentityError('ADDRESS_NOT_FOUND', 'Address not found');
    return address;
  }
}
