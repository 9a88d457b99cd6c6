import { gatewayAddressOf, protoPackageOf } from './service-registry';

describe('what the registry derives from a block', () => {
  it("gives the gateway an address variable for a gRPC service whose peers name it, the chart's <NAME>_GRPC_ADDR", () => {
    expect(gatewayAddressOf({ name: 'payment', kind: 'grpc', peers: ['gateway', 'call'] })).toBe('PAYMENT_GRPC_ADDR');
    expect(gatewayAddressOf({ name: 'speech-text', kind: 'grpc', peers: ['gateway'] })).toBe('SPEECH_TEXT_GRPC_ADDR');
  });

  it('gives none to a service the gateway may not call, nor to the gateway itself', () => {
    expect(gatewayAddressOf({ name: 'ledger', kind: 'grpc', peers: ['payment'] })).toBeUndefined();
    expect(gatewayAddressOf({ name: 'gateway', kind: 'http', peers: [] })).toBeUndefined();
  });

  it("takes the proto package from the proto file's folder", () => {
    expect(protoPackageOf({ proto: 'helpwire/call/v1/call.proto' })).toMatch(/^helpwire\.call\.v1$/);
    expect(protoPackageOf({})).toBeUndefined();
    expect(protoPackageOf({ proto: 'loose.proto' })).toBeUndefined();
  });
});
