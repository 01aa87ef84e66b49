import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../../../config/config.js';
import { OwnAddress } from '../../../shared/infrastructure/own-address.js';
import { RazorpayXSandboxApiController, RazorpayXSandboxControlController } from './razorpayx-sandbox.controller.js';
import { RazorpayXSandboxPayouts } from './razorpayx-sandbox-payouts.js';
import {
  mountsRazorpayXSandbox,
  RAZORPAYX_SANDBOX_SETTINGS,
  resolveRazorpayXSandboxSettings,
} from './razorpayx-sandbox-settings.js';
import { RazorpayXSandbox } from './razorpayx-sandbox.service.js';
import { RazorpayXSandboxWebhooks, RazorpayXSandboxWorker } from './razorpayx-sandbox.worker.js';

/**
 * The built-in RazorpayX Payouts sandbox (ADR 42), its own module so that it exists only where
 * mountsRazorpayXSandbox says: never in production, and not while RAZORPAYX_BASE_URL points elsewhere.
 * It uses nothing of the payouts module but two constants, and the payouts module nothing of it.
 */
@Module({})
export class RazorpayXSandboxModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (!mountsRazorpayXSandbox(config)) return { module: RazorpayXSandboxModule };
    return {
      module: RazorpayXSandboxModule,
      controllers: [RazorpayXSandboxApiController, RazorpayXSandboxControlController],
      providers: [
        { provide: RAZORPAYX_SANDBOX_SETTINGS, useValue: resolveRazorpayXSandboxSettings(config) },
        OwnAddress,
        RazorpayXSandbox,
        RazorpayXSandboxPayouts,
        RazorpayXSandboxWebhooks,
        RazorpayXSandboxWorker,
      ],
    };
  }
}
