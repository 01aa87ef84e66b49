import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from '../domain/user.entity.js';
import { hashPassword } from './passwords.js';

export interface NewAccount {
  email: string;
  password: string;
  fullName: string;
  phone?: string;
  isAdmin?: boolean;
}

@Injectable()
export class IdentityService {
  constructor(private readonly em: EntityManager) {}

  async createAccount(account: NewAccount): Promise<User> {
    const user = new User(account.email, await hashPassword(account.password), account.fullName);
    user.phone = account.phone ?? null;
    user.isAdmin = account.isAdmin ?? false;
    await this.em.persist(user).flush();
    return user;
  }

  async findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: email.trim().toLowerCase() });
  }
}
