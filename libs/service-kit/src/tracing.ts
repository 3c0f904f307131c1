import { randomUUID } from 'node:crypto';
import {
  type Context,
  context,
  createContextKey,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
  type TextMapGetter,
  type TextMapSetter,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
} from '@opentelemetry/sdk-trace-node';
import { headers as natsHeaders, type MsgHdrs } from 'nats';

/**
 * Tracing with OpenTelemetry: every request gets a trace (continued from an incoming W3C
 * `traceparent`), carried in NATS headers through every call and event, and its ids are on every
 * log line. Spans are exported over OTLP only when the standard OTEL_* variables ask for it
 * (OTEL_TRACES_EXPORTER=otlp or an OTEL_EXPORTER_OTLP_[TRACES_]ENDPOINT); otherwise nothing leaves
 * the process and the ids still tie the logs together.
 */

/** The request id (random, so unique across processes), carried beside the trace. */
export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = createContextKey('site.request-id');
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

let tracerName = 'site';

export function tracingExportEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OTEL_SDK_DISABLED === 'true') return false;
  if (env.OTEL_TRACES_EXPORTER) return env.OTEL_TRACES_EXPORTER.split(',').includes('otlp');
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** Once per process, before anything else runs: the tracer, the context manager and the propagator. */
export function startTracing(app: string, env: NodeJS.ProcessEnv = process.env): void {
  tracerName = app;
  const exporting = tracingExportEnabled(env);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME ?? app }),
    // Without an exporter, spans record nothing: they still carry (and pass on) the ids the logs show.
    sampler: exporting ? new ParentBasedSampler({ root: new AlwaysOnSampler() }) : new AlwaysOffSampler(),
    spanProcessors: exporting ? [new BatchSpanProcessor(new OTLPTraceExporter())] : [],
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
}

/** A request id from a caller, or a new random one. */
export const requestIdOf = (given: unknown): string =>
  typeof given === 'string' && VALID_REQUEST_ID.test(given) ? given : randomUUID();

export const currentRequestId = (ctx: Context = context.active()): string | undefined =>
  ctx.getValue(REQUEST_ID) as string | undefined;

export const withRequestId = (ctx: Context, id: string): Context => ctx.setValue(REQUEST_ID, id);

/** The ids pino puts on every line logged inside a request (its `mixin`). */
export function logContext(): Record<string, string> {
  const ctx = context.active();
  const span = trace.getSpanContext(ctx);
  const requestId = currentRequestId(ctx);
  return {
    ...(span ? { trace_id: span.traceId, span_id: span.spanId } : {}),
    ...(requestId ? { req_id: requestId } : {}),
  };
}

const headerGetter: TextMapGetter<MsgHdrs | undefined> = {
  keys: (carrier) => (carrier ? carrier.keys() : []),
  get: (carrier, key) => carrier?.get(key) || undefined,
};
const headerSetter: TextMapSetter<MsgHdrs> = { set: (carrier, key, value) => carrier.set(key, value) };

/** NATS headers carrying the current trace and request id to the next hop. */
export function outgoingHeaders(): MsgHdrs {
  const carrier = natsHeaders();
  propagation.inject(context.active(), carrier, headerSetter);
  const requestId = currentRequestId();
  if (requestId) carrier.set(REQUEST_ID_HEADER, requestId);
  return carrier;
}

/** The context a NATS message arrived with (its trace and request id). */
export function incomingContext(carrier: MsgHdrs | undefined): Context {
  const ctx = propagation.extract(context.active(), carrier, headerGetter);
  const requestId = carrier?.get(REQUEST_ID_HEADER);
  return requestId ? withRequestId(ctx, requestIdOf(requestId)) : ctx;
}

/** Runs `work` in a span (child of `parent`), ending it with the outcome. */
export function inSpan<T>(
  name: string,
  kind: SpanKind,
  parent: Context,
  work: (span: Span) => Promise<T>,
  attributes: Record<string, string> = {},
): Promise<T> {
  const tracer = trace.getTracer(tracerName);
  return tracer.startActiveSpan(name, { kind, attributes }, parent, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * The server span of an incoming HTTP request, continuing the caller's `traceparent` when it sent
 * one; `end` records the status. Run the request inside `context`.
 */
export function startHttpSpan(
  name: string,
  incoming: Record<string, string | string[] | undefined>,
  requestId: string,
): { context: Context; end: (status: number) => void } {
  const getter: TextMapGetter<typeof incoming> = {
    keys: (carrier) => Object.keys(carrier),
    get: (carrier, key) => carrier[key],
  };
  const parent = withRequestId(propagation.extract(ROOT_CONTEXT, incoming, getter), requestId);
  const span = trace.getTracer(tracerName).startSpan(name, { kind: SpanKind.SERVER }, parent);
  return {
    context: trace.setSpan(parent, span),
    end: (status) => {
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
}

export { SpanKind };
