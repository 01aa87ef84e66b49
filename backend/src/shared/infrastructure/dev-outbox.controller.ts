import { isIP } from 'node:net';
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, NotFoundException, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../http/auth.js';

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(ip) === 4) return ip.startsWith('127.');
  return ip === '::1';
}

/**
 * Development only (never mounted when NODE_ENV=production): the mail and SMS that the dev
 * adapters "sent", newest first, so a person can sign up and reset a password locally.
 * It holds sign-up codes and password-reset links, so only this computer may read it: the client
 * address is the one Express computes with TRUST_PROXY (req.ip), and anyone else gets a 404.
 */
@Public()
@ApiExcludeController()
@Controller('dev/outbox')
export class DevOutboxController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  async list(@Req() req: Request) {
    // The same answer as a path that does not exist, as in production.
    if (!isLoopback(req.ip)) throw new NotFoundException(`Cannot ${req.method} ${req.originalUrl}`);
    const [mail, sms] = await Promise.all([
      this.em.execute(
        `select id, sender, recipient, reply_to, subject, text, created_at from dev_mailbox order by created_at desc limit 50`,
      ),
      this.em.execute(`select id, phone, text, created_at from dev_sms_outbox order by created_at desc limit 50`),
    ]);
    return { mail, sms };
  }
}
