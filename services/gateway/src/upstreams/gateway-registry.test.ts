import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readGatewayRegistry } from './gateway-registry';

describe('readGatewayRegistry', () => {
  let dir: string;
  const declare = (name: string, helpwire: object) => {
    mkdirSync(join(dir, name));
    writeFileSync(join(dir, name, 'package.json'), JSON.stringify({ name: `@helpwire/${name}`, helpwire }));
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'helpwire-gateway-registry-'));
    declare('gateway', { kind: 'http', port: 8181, metricsPort: 9191, env: 'gatewayEnv', start: 'startGateway', peers: [] });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('takes its own ports and every gRPC service that lets it call, with address variable, default and proto package', () => {
    declare('billing', {
      kind: 'grpc',
      grpcPort: 50070,
      metricsPort: 9480,
      env: 'billingEnv',
      start: 'startBilling',
      peers: ['gateway'],
      proto: 'helpwire/billing/v1/billing.proto',
    });
    declare('ledger', { kind: 'grpc', grpcPort: 50071, metricsPort: 9481, env: 'ledgerEnv', start: 'startLedger', peers: ['billing'] });
    const { own, upstreams } = readGatewayRegistry(dir);
    expect(own).toMatchObject({ name: 'gateway', port: 8181, metricsPort: 9191 });
    expect(upstreams).toEqual([
      {
        name: 'billing',
        addressVariable: 'BILLING_GRPC_ADDR',
        defaultAddress: '127.0.0.1:50070',
        protoPackage: expect.stringMatching(/^helpwire\.billing\.v1$/),
      },
    ]);
  });

  it('fails at once on a block it cannot use, naming the file', () => {
    declare('billing', { kind: 'grpc', metricsPort: 9480, env: 'billingEnv', start: 'startBilling', peers: ['gateway'] });
    expect(() => readGatewayRegistry(dir)).toThrow(`${join(dir, 'billing', 'package.json')}: helpwire.grpcPort is missing`);
    rmSync(join(dir, 'gateway'), { recursive: true });
    expect(() => readGatewayRegistry(dir)).toThrow(`${join(dir, 'gateway', 'package.json')}: no helpwire block with a port`);
  });

  it('reads the repository: the gateway calls every registered gRPC service', () => {
    const { own, upstreams } = readGatewayRegistry();
    expect(own.port).toBe(8080);
    expect(upstreams.map((u) => u.name)).toEqual(expect.arrayContaining(['auth', 'call', 'content', 'matching', 'notification', 'payment']));
    expect(upstreams.find((u) => u.name === 'payment')).toEqual({
      name: 'payment',
      addressVariable: 'PAYMENT_GRPC_ADDR',
      defaultAddress: '127.0.0.1:50053',
      protoPackage: expect.stringMatching(/^helpwire\.payment\.v1$/),
    });
  });
});
