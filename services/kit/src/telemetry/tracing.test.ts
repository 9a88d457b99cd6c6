import { trace } from '@opentelemetry/api';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTracing } from './tracing';

/** An OTLP/HTTP collector on loopback: the bodies posted to /v1/traces. */
async function collector(): Promise<{ url: string; received: string[]; server: Server }> {
  const received: string[] = [];
  const read = async (request: IncomingMessage) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    return body;
  };
  const server = createServer((request, response) => {
    void read(request).then((body) => {
      if (request.method === 'POST' && request.url === '/v1/traces') received.push(body);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received, server };
}

describe('startTracing', () => {
  it('loads no SDK and does nothing without an OTLP endpoint', async () => {
    const stop = startTracing('content', undefined);
    // No tracer provider was registered: spans are the API's no-op ones.
    expect(trace.getTracer('tracing-test').startSpan('unseen').isRecording()).toBe(false);
    await stop();
  });

  it("sends the service's spans, named after it, to the collector, the last batch on shutdown", async () => {
    const otlp = await collector();
    try {
      const stop = startTracing('content', otlp.url);
      trace.getTracer('tracing-test').startActiveSpan('find categories', (span) => span.end());
      await stop();
      const sent = otlp.received.join('\n');
      expect(sent).toContain('helpwire-content');
      expect(sent).toContain('find categories');
    } finally {
      otlp.server.close();
    }
  });
});
