import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CATEGORY_MESSAGES as m } from '@ticketsetu/contracts/rules';
import { CatalogError } from './catalog-errors.js';

export const MAX_CATEGORY_NAME_LENGTH = 60;

/** A category name as staff type it: trimmed, inner spaces collapsed, 1-60 characters. */
export function categoryName(input: string): string {
  const name = input.trim().replace(/\s+/g, ' ');
  if (!name) throw new CatalogError('CATEGORY_INVALID', m.nameRequired, 'name');
  if (name.length > MAX_CATEGORY_NAME_LENGTH) throw new CatalogError('CATEGORY_INVALID', m.nameTooLong, 'name');
  return name;
}

/** Names are unique without regard to case (a unique index on lower(name) holds it). */
@Entity({ tableName: 'categories' })
export class Category {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'text', unique: true })
  name: string;

  constructor(name: string) {
    this.name = categoryName(name);
  }

  rename(name: string): void {
    this.name = categoryName(name);
  }
}
