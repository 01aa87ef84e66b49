// The server's entry. Tracing, when OTEL_EXPORTER_OTLP_ENDPOINT asks for it, patches http, express and
// pg through a module loader hook, which sees only what is imported after it is registered: so the
// server (server.ts) is imported here only once tracing has started (ADR 51). Unset, nothing of
// OpenTelemetry's SDK is loaded.
import { startTracingIfConfigured } from './shared/observability/tracing.js';

await startTracingIfConfigured();
await import('./server.js');
