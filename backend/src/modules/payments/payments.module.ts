import { type DynamicModule, Logger, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import { PaymentEvents } from './application/payment-events.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { Breakers } from '../../shared/infrastructure/breakers.js';
import { NotListeningYet, OwnAddress } from '../../shared/infrastructure/own-address.js';
import { PaymentGatewayUnavailable } from './domain/payment-errors.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './domain/payment-gateway.js';
import { PhonePeWebhookController } from './http/phonepe-webhook.controller.js';
import { BreakerGateway } from './infrastructure/breaker.gateway.js';
import { PhonePeGateway } from './infrastructure/phonepe.gateway.js';
import {
  PHONEPE_SETTINGS,
  type PhonePeSettings,
  resolvePhonePeSettings,
  SANDBOX_ROUTE,
} from './infrastructure/phonepe-settings.js';
import { UnconfiguredGateway } from './infrastructure/unconfigured.gateway.js';
import { PhonePeSandboxApiController, PhonePeSandboxPayPageController } from './sandbox/phonepe-sandbox.controller.js';
import { PhonePeSandbox } from './sandbox/phonepe-sandbox.service.js';
import { PhonePeSandboxWorker } from './sandbox/phonepe-sandbox.worker.js';

function createGateway(
  settings: PhonePeSettings,
  config: AppConfig,
  own: OwnAddress,
  clock: Clock,
  breakers?: Breakers,
): PaymentGateway {
  if (settings.environment === 'unconfigured') {
    new Logger('Payments').warn('PHONEPE_ENV is not set: payments are unavailable until it is (see .env.example)');
    return new UnconfiguredGateway();
  }
  // Sandbox mode reaches this app's own sandbox over HTTP, at the address it listens on.
  const sandboxUrl = () => {
    try {
      return `${own.origin()}/api/${SANDBOX_ROUTE}`;
    } catch (error) {
      if (!(error instanceof NotListeningYet)) throw error;
      throw new PaymentGatewayUnavailable(
        'The built-in PhonePe sandbox is not reachable: the app is not listening yet',
      );
    }
  };
  const { authBaseUrl, pgBaseUrl } = settings;
  const phonePe = new PhonePeGateway({
    authBaseUrl: authBaseUrl ? () => authBaseUrl : sandboxUrl,
    pgBaseUrl: pgBaseUrl ? () => pgBaseUrl : sandboxUrl,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    clientVersion: settings.clientVersion,
    webhookUsername: settings.webhookUsername,
    webhookPassword: settings.webhookPassword,
    timeoutMs: config.PHONEPE_TIMEOUT_MS,
    now: () => clock.now().getTime(),
  });
  const gateway = new BreakerGateway(phonePe, { resetTimeoutMs: config.PAYMENT_BREAKER_RESET_MS });
  breakers?.register('payment_gateway', () => gateway.state());
  return gateway;
}

/**
 * Payments: the PaymentGateway port, its PhonePe adapter, the webhook endpoint and, outside
 * production, the built-in PhonePe sandbox. It calls no other module. Global, so any module can
 * inject PAYMENT_GATEWAY and PaymentEvents (import their types from the module's index.ts).
 */
@Module({})
export class PaymentsModule {
  static forRoot(config: AppConfig): DynamicModule {
    const settings = resolvePhonePeSettings(config);
    // The sandbox takes "payments" without money: it is never mounted in production (config refuses it too).
    const sandbox = settings.environment === 'sandbox' && config.NODE_ENV !== 'production';
    return {
      module: PaymentsModule,
      global: true,
      controllers: [
        PhonePeWebhookController,
        ...(sandbox ? [PhonePeSandboxApiController, PhonePeSandboxPayPageController] : []),
      ],
      providers: [
        { provide: PHONEPE_SETTINGS, useValue: settings },
        OwnAddress,
        PaymentEvents,
        {
          provide: PAYMENT_GATEWAY,
          inject: [OwnAddress, CLOCK, { token: Breakers, optional: true }],
          useFactory: (own: OwnAddress, clock: Clock, breakers?: Breakers) =>
            createGateway(settings, config, own, clock, breakers),
        },
        ...(sandbox ? [PhonePeSandbox, PhonePeSandboxWorker] : []),
      ],
      exports: [PAYMENT_GATEWAY, PaymentEvents],
    };
  }
}
