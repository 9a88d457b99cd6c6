import { credentials, Metadata } from '@grpc/grpc-js';
import { auth, authNames, health } from '@helpwire/proto';
import { AuthEvents, createPromiseClient, type BusMessage, type Identity } from '@helpwire/service-kit';
import { createTestBus, createTestDatabase, silentLogger, waitFor, type TestBus, type TestDatabase } from '@helpwire/service-kit/testing';
import { decodeJwt } from 'jose';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAuthService, type RunningAuthService } from '../src/app';
import { DevMailbox } from '@helpwire/service-kit';
import { LocalDiskStorage } from '@helpwire/service-kit';
import { totpCode, totpStep } from '../src/domain/totp';
import { authServiceName } from '../src/grpc/server';
import { createAdmin } from '../src/use-cases/admins';
import { FIXTURE_PASSWORD, newSignUpRequest, USE_CASE_SECRET } from './use-case-fixture';

const visitor: Identity = { requestId: 'auth-int-visitor', language: 'en' };

describe('auth service over gRPC on PostgreSQL and JetStream', () => {
  let database: TestDatabase;
  let t: TestBus;
  let filesDir: string;
  let service: RunningAuthService;
  let client: ReturnType<typeof createPromiseClient<auth.AuthServiceClient>>;
  let healthClient: health.HealthClient;
  const mailbox = new DevMailbox();

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestBus('auth-test');
    filesDir = await mkdtemp(join(tmpdir(), 'helpwire-auth-int-'));
    service = await startAuthService({
      database,
      bus: t.bus,
      logger: silentLogger,
      grpcPort: 0,
      grpcHost: '127.0.0.1',
      secret: USE_CASE_SECRET,
      sessionTtlMs: 3600_000,
      messages: mailbox,
      files: new LocalDiskStorage(filesDir),
    });
    client = createPromiseClient(auth.AuthServiceClient, `127.0.0.1:${service.port}`);
    healthClient = new health.HealthClient(`127.0.0.1:${service.port}`, credentials.createInsecure());
  });

  afterAll(async () => {
    client.close();
    healthClient.close();
    await service.stop();
    await t.destroy();
    await database.drop();
    await rm(filesDir, { recursive: true, force: true });
  });

  const healthOf = (service: string) =>
    new Promise<health.HealthCheckResponse_ServingStatus>((resolve, reject) =>
      healthClient.check({ service }, new Metadata(), { deadline: Date.now() + 2000 }, (error, response) => (error ? reject(error) : resolve(response.status))),
    );

  it('answers SERVING on health for the server and the auth service once the database and bus answer', async () => {
    await waitFor(async () => (await healthOf('')) === health.HealthCheckResponse_ServingStatus.SERVING);
    expect(await healthOf(authServiceName)).toBe(health.HealthCheckResponse_ServingStatus.SERVING);
  });

  it('signs up, publishes user_registered through the outbox, verifies with the mailed code and answers the current user for the session identity', async () => {
    const received: BusMessage[] = [];
    const sub = await t.bus.subscribe({ durable: 'auth-int-test', subject: AuthEvents.userRegistered.subject, handler: async (m) => void received.push(m) });
    const request = newSignUpRequest('USER', { firstName: 'Noor' });
    const email = request.profile!.email;
    const signedUp = await client.signUp({ ...request, role: auth.Role.ROLE_USER }, { identity: { ...visitor, language: 'ar' } });
    await waitFor(() => received.length === 1);
    expect(AuthEvents.userRegistered.codec.decode(received[0]!.data)).toMatchObject({
      userId: signedUp.userId,
      email,
      role: auth.Role.ROLE_USER,
      language: 'ar',
    });
    expect(AuthEvents.userRegistered.codec.decode(received[0]!.data).occurredAt).toBeInstanceOf(Date);
    await sub.stop();

    const code = /\b(\d{6})\b/.exec(mailbox.list(email)[0]!.text)![1]!;
    const { token, user } = await client.verifyOtp({ email, code }, { identity: visitor });
    expect(user).toMatchObject({ id: signedUp.userId, role: auth.Role.ROLE_USER, roles: [auth.Role.ROLE_USER], verified: true });
    expect(authNames.verificationStatusNames.fromProto(user!.verificationStatus)).toBeUndefined();
    const identity: Identity = { ...visitor, userId: user!.id, role: 'USER', tokenId: decodeJwt(token).jti! };
    const current = await client.getCurrentUser({}, { identity });
    expect(current.user).toMatchObject({ id: signedUp.userId, profile: { email, firstName: 'Noor' } });
    const claims = { tokenId: identity.tokenId!, accountId: user!.id, role: auth.Role.ROLE_USER };
    expect(await client.checkSession(claims, { identity })).toEqual({ active: true });
    // The same live session named with another role or account is not active (a re-signed token).
    expect(await client.checkSession({ ...claims, role: auth.Role.ROLE_ADMIN }, { identity })).toEqual({ active: false });
    expect(await client.checkSession({ ...claims, accountId: signedUp.userId.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }, { identity })).toEqual({
      active: false,
    });
  });

  it("an admin's Login answers the second factor's challenge; EnrollAdminSecondFactor and VerifyAdminSecondFactor answer the session (decision 0064)", async () => {
    const email = `grpc.admin.${Date.now().toString(36)}@example.com`;
    await createAdmin({ db: database.db }, email, FIXTURE_PASSWORD);
    const password = { identifier: email, password: FIXTURE_PASSWORD, role: auth.Role.ROLE_ADMIN, clientAddress: '10.3.0.2' };
    const first = await client.login(password, { identity: visitor });
    expect(first).toMatchObject({ token: '', user: undefined, adminChallenge: { step: auth.SecondFactorStep.SECOND_FACTOR_STEP_ENROLL } });
    const { challenge, secret } = first.adminChallenge!;
    const step = totpStep(Date.now());
    const enrolled = await client.enrollAdminSecondFactor({ challenge, code: totpCode(secret!, step), clientAddress: '10.3.0.2' }, { identity: visitor });
    expect(enrolled.user).toMatchObject({ role: auth.Role.ROLE_ADMIN });
    expect(enrolled.recoveryCodes).toHaveLength(10);
    const later = await client.login(password, { identity: visitor });
    expect(later.adminChallenge).toEqual({ step: auth.SecondFactorStep.SECOND_FACTOR_STEP_TOTP, challenge: expect.any(String) });
    const replay = { challenge: later.adminChallenge!.challenge, code: totpCode(secret!, step), clientAddress: '10.3.0.2' };
    await expect(client.verifyAdminSecondFactor(replay, { identity: visitor })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      messages: ['This code was already used. Wait for the next code in your authenticator app.'],
    });
    const byRecovery = await client.verifyAdminSecondFactor(
      { challenge: later.adminChallenge!.challenge, recoveryCode: enrolled.recoveryCodes[0]!, clientAddress: '10.3.0.2' },
      { identity: visitor },
    );
    expect(decodeJwt(byRecovery.token)).toMatchObject({ sub: enrolled.user!.id, role: 'ADMIN' });
  });

  it('maps use-case errors to gRPC status codes with the spec texts', async () => {
    await expect(
      client.login(
        { identifier: 'nobody@example.com', password: FIXTURE_PASSWORD, role: auth.Role.ROLE_USER, clientAddress: '10.3.0.1' },
        { identity: visitor },
      ),
    ).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      messages: ['Invalid email or password'],
    });
    await expect(client.getCurrentUser({}, { identity: visitor })).rejects.toMatchObject({ code: 'UNAUTHENTICATED', messages: ['Unauthorized'] });
  });
});
