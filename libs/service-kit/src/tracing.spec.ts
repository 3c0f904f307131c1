import { requestIdOf, tracingExportEnabled } from './tracing';

describe('tracing', () => {
  it('exports spans only when the standard OTEL_* variables ask for it', () => {
    expect(tracingExportEnabled({})).toBe(false);
    expect(tracingExportEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingExportEnabled({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingExportEnabled({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(tracingExportEnabled({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' })).toBe(
      false,
    );
    expect(tracingExportEnabled({ OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'otlp' })).toBe(false);
  });

  it("keeps a caller's well-formed request id and replaces anything else with a random one", () => {
    expect(requestIdOf('abc-12345')).toBe('abc-12345');
    for (const bad of [undefined, '', 'short', 'has space in it', 'x'.repeat(101), ['a', 'b'], 'line\nbreak']) {
      expect(requestIdOf(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
  });
});
