import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { migrationsList } from './migrations/index.js';
import { Category } from '../modules/catalog/domain/category.entity.js';
import { Event } from '../modules/catalog/domain/event.entity.js';
import { UserAddress } from '../modules/identity/domain/address.entity.js';
import { OtpChallenge } from '../modules/identity/domain/otp-challenge.entity.js';
import { PasswordReset } from '../modules/identity/domain/password-reset.entity.js';
import { Session } from '../modules/identity/domain/session.entity.js';
import { User } from '../modules/identity/domain/user.entity.js';
import { ListingFile } from '../modules/listings/domain/listing-file.entity.js';
import { Listing } from '../modules/listings/domain/listing.entity.js';
import { ContactMessage } from '../modules/support/domain/contact-message.entity.js';

export const entities = [
  User,
  UserAddress,
  Session,
  OtpChallenge,
  PasswordReset,
  Category,
  Event,
  Listing,
  ListingFile,
  ContactMessage,
];

export function ormConfig(clientUrl: string, poolMax = 10): Options {
  return defineConfig({
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    pool: { min: 0, max: poolMax },
    forceUtcTimezone: true,
    // Entities are the domain model; every request gets its own identity map through the Nest module.
    allowGlobalContext: false,
  });
}
