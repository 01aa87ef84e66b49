import { EntityManager } from '@mikro-orm/postgresql';
import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { RateLimits } from '../../shared/http/rate-limits.js';
import { AccountErasureJob } from './application/account-erasure.job.js';
import { AdminUserList } from './application/admin-user-list.js';
import { AdminUsersService } from './application/admin-users.service.js';
import { IdentityService } from './application/identity.service.js';
import { PasswordResetService } from './application/password-reset.service.js';
import { SMS_SENDER } from './application/ports.js';
import { ProfileService } from './application/profile.service.js';
import { SessionService } from './application/session.service.js';
import { SignupService } from './application/signup.service.js';
import { AdminAreaGate } from './http/admin-area.gate.js';
import { AdminUsersController } from './http/admin-users.controller.js';
import { AuthController } from './http/auth.controller.js';
import { PageSession } from './http/page-session.js';
import { JwtStrategy } from './http/jwt.strategy.js';
import { MeController } from './http/me.controller.js';
import { SessionGuard } from './http/session.guard.js';
import { DevSmsSender } from './infrastructure/dev-sms.sender.js';
import { Msg91SmsSender } from './infrastructure/msg91.sms-sender.js';
import { Refuses } from '../../shared/http/refusals.js';
import { IdentityError } from './domain/identity-errors.js';

const MINUTE = 60_000;
const bodyField = (field: string) => (req: Request) => {
  const value = (req.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase().replace(/[\s-]/g, '') : undefined;
};

@Refuses(IdentityError)
@Module({
  imports: [PassportModule, DiscoveryModule],
  controllers: [AuthController, MeController, AdminUsersController],
  providers: [
    SignupService,
    SessionService,
    PasswordResetService,
    ProfileService,
    AdminUsersService,
    AdminUserList,
    IdentityService,
    AccountErasureJob,
    JwtStrategy,
    AdminAreaGate,
    PageSession,
    { provide: APP_GUARD, useClass: SessionGuard },
    {
      provide: SMS_SENDER,
      inject: [APP_CONFIG, EntityManager],
      useFactory: (config: AppConfig, em: EntityManager) =>
        config.SMS_TRANSPORT === 'msg91'
          ? new Msg91SmsSender(
              config.MSG91_BASE_URL,
              config.MSG91_AUTH_KEY!,
              { en: config.MSG91_OTP_TEMPLATE_ID!, hi: config.MSG91_OTP_TEMPLATE_ID_HI },
              config.MSG91_NOTICE_TEMPLATE_ID
                ? { en: config.MSG91_NOTICE_TEMPLATE_ID, hi: config.MSG91_NOTICE_TEMPLATE_ID_HI }
                : undefined,
            )
          : new DevSmsSender(em),
    },
  ],
  exports: [IdentityService, SMS_SENDER, AdminUserList, PageSession],
})
export class IdentityModule implements NestModule {
  constructor(private readonly rateLimits: RateLimits) {}

  /** Brute force and SMS/mail bombing limits, per client address and per account or phone. */
  configure(consumer: MiddlewareConsumer): void {
    const limit = (path: string, ...rules: Parameters<RateLimits['create']>[0][]) =>
      consumer.apply(...rules.map((r) => this.rateLimits.create(r))).forRoutes({ path, method: RequestMethod.POST });

    // Sign-in (OWASP): only failures count, so the owner's own successful sign-ins never use up a limit.
    // The tight limit is per account AND client: guesses from elsewhere cannot lock the owner out.
    // Distributed guessing at one account is slowed down, never blocked.
    const email = bodyField('email');
    limit(
      'v1/auth/login',
      { name: 'login-ip', windowMs: 15 * MINUTE, limit: 50, failuresOnly: true },
      {
        name: 'login-account-client',
        windowMs: 15 * MINUTE,
        limit: 10,
        failuresOnly: true,
        key: (req) => email(req) && `${email(req)}|${ipKeyGenerator(req.ip ?? 'unknown')}`,
      },
    );
    consumer
      .apply(
        this.rateLimits.createSlowDown({
          name: 'login-account',
          windowMs: 15 * MINUTE,
          delayAfter: 20,
          stepMs: 500,
          maxDelayMs: 10_000,
          failuresOnly: true,
          key: email,
        }),
      )
      .forRoutes({ path: 'v1/auth/login', method: RequestMethod.POST });
    // Texts per phone and per sign-up attempt are capped in SignupService, whatever the client address.
    limit('v1/auth/signup/start', { name: 'otp-ip', windowMs: 60 * MINUTE, limit: 10 });
    limit('v1/auth/signup/resend', { name: 'otp-resend-ip', windowMs: 60 * MINUTE, limit: 10 });
    limit('v1/auth/signup/verify', { name: 'otp-verify-ip', windowMs: 15 * MINUTE, limit: 30 });
    limit(
      'v1/auth/password/forgot',
      { name: 'forgot-ip', windowMs: 60 * MINUTE, limit: 10 },
      { name: 'forgot-account', windowMs: 60 * MINUTE, limit: 3, key: bodyField('email') },
    );
    limit('v1/auth/password/reset', { name: 'reset-ip', windowMs: 60 * MINUTE, limit: 20 });
  }
}
