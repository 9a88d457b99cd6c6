import { loadGatewayConfig, gatewayRegistry } from './config';

describe('the gateway config, built from the service registry', () => {
  it('defaults its ports to its registry block and each upstream to its registered gRPC port', () => {
    const config = loadGatewayConfig({});
    expect(config.PORT).toBe(gatewayRegistry.own.port);
    expect(config.METRICS_PORT).toBe(gatewayRegistry.own.metricsPort);
    expect(gatewayRegistry.upstreams.length).toBeGreaterThan(0);
    for (const upstream of gatewayRegistry.upstreams) expect(config[upstream.addressVariable]).toBe(upstream.defaultAddress);
  });

  it('takes an upstream address from the environment', () => {
    expect(loadGatewayConfig({ CONTENT_GRPC_ADDR: 'content.helpwire.svc:50051' }).CONTENT_GRPC_ADDR).toBe('content.helpwire.svc:50051');
  });

  it('fails fast on an address that is not host:port, naming the variable', () => {
    expect(() => loadGatewayConfig({ PAYMENT_GRPC_ADDR: 'payment' })).toThrow(/PAYMENT_GRPC_ADDR: must be host:port/);
  });
});
