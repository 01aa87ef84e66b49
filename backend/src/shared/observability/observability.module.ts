import { Global, Module, type OnApplicationShutdown } from '@nestjs/common';
import { AppMetrics } from './app-metrics.js';
import { MetricsListener } from './metrics-listener.js';
import { stopTracing } from './tracing.js';

/** Metrics for every module's requests and state (ADR 51), and the end of tracing with the app. */
@Global()
@Module({ providers: [AppMetrics, MetricsListener], exports: [AppMetrics, MetricsListener] })
export class ObservabilityModule implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await stopTracing();
  }
}
