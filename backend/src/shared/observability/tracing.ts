import { existsSync } from 'node:fs';

interface Tracing {
  shutdown(): Promise<void>;
}

let running: Tracing | null = null;

/**
 * OpenTelemetry tracing (ADR 51), on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans of HTTP
 * requests, Express routes and PostgreSQL queries, exported by OTLP (http/protobuf) to that endpoint;
 * the standard OTEL_* variables tune the rest (OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, ...). Unset,
 * none of OpenTelemetry's SDK is loaded.
 *
 * The app is ESM, so the instrumentations patch express and pg through a module loader hook
 * (import-in-the-middle), which sees only modules imported after it is registered: main.ts calls this
 * before it imports the server. Queries outside a request (the outbox, scheduled jobs) make no spans
 * of their own: a root span per poll would bury the requests.
 */
export async function startTracingIfConfigured(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  // The server reads .env too (readConfigOrExit); the endpoint may be set there.
  if (existsSync('.env')) process.loadEnvFile('.env');
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT || running) return running !== null;

  const { register } = await import('node:module');
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [
    { NodeSDK },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { ExpressInstrumentation },
    { PgInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-proto'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? 'ticketsetu',
    traceExporter: new OTLPTraceExporter(),
    // Traces only: metrics are Prometheus's (/metrics), logs are pino's.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // The scrape and the load balancer's health checks would be most of the traces.
        ignoreIncomingRequestHook: (req) => req.url === '/metrics' || req.url?.startsWith('/api/health') === true,
      }),
      new ExpressInstrumentation(),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  running = sdk;
  return true;
}

/** Sends the spans still buffered; the process is about to end. */
export async function stopTracing(): Promise<void> {
  const sdk = running;
  running = null;
  await sdk?.shutdown().catch(() => undefined);
}
