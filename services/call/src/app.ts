import { BROWSER_RECORDING_MAX_BYTES, RECORDING_QUOTA_BYTES } from '@helpwire/contracts';
import {
  openFileStorage,
  startGrpcService,
  type FileStorage,
  type RegisteredServiceOptions,
  type RunningGrpcService,
  type Subscription,
} from '@helpwire/service-kit';
import { consumePaymentEvents } from './events/consume-payment-events';
import { afterCallHandlers, afterCallServiceDefinition } from './grpc/after-call-server';
import { join } from 'node:path';
import { paymentsOverGrpc } from './adapters/clients/payment-grpc';
import { matchingOverGrpc } from './adapters/clients/matching-grpc';
import { unavailablePayments, unavailableMatching } from './adapters/clients/unavailable-peers';
import { loadCallLimitsConfig, loadCallMediaConfig, loadCallPeersConfig, loadRecordingStorageConfig } from './config';
import { JanusRecordingConverter } from './adapters/media/janus-recording-converter';
import type { RecordingConverter } from './ports/recording-converter';
import { RecordingJobs } from './jobs/recording-jobs';
import { recordingHandlers, recordingServiceDefinition } from './grpc/recording-server';
import type { RecordingDeps } from './use-cases/recording-deps';
import type { CallMedia } from './adapters/media/call-media';
import { openCallMedia } from './adapters/media/open-call-media';
import { ringPolicy, type RingPolicy } from './domain/ring-policy';
import type { CallNotifier } from './ports/call-notifier';
import { realtimeCallNotifier } from './events/realtime-call-notifier';
import type { CallPayments } from './ports/call-payments';
import type { HelperMatching } from './ports/helper-matching';
import { systemClock, type Clock } from './ports/clock';
import { RingTimers } from './jobs/ring-timers';
import { callHandlers, callServiceDefinition, callServiceName } from './grpc/server';
import { openCallSteps } from './store/call-queries';
import { outbox } from './store/schema';
import type { CallDeps } from './use-cases/deps';
import { stepCall } from './use-cases/step-call';

export interface CallServiceOptions extends RegisteredServiceOptions {
  /** How often the outbox relay looks for unpublished events when nothing wakes it. */
  outboxIntervalMs?: number;
  /** Time for the rings (a controllable clock in tests). */
  clock?: Clock;
  /** Who can be rung; the matching service over gRPC when absent. */
  matching?: HelperMatching;
  /** The calls' holds (decision 0031); the payment service over gRPC when absent. */
  cards?: CallPayments;
  notifier?: CallNotifier;
  policy?: RingPolicy;
  /** How often every open call's timer is armed again from the database (other replicas' calls). */
  sweepIntervalMs?: number;
  /** Where media rooms are made; from the environment (JANUS_URL …, decision 0025) when absent. */
  media?: CallMedia;
  /** How long an accepted call may last (tests); CALL_MAX_SECONDS, else one hour. */
  meetingLimitSeconds?: number;
  /** Where recordings are kept (decision 0030); the file storage of the environment (S3_BUCKET …, else DATA_DIR/files) when absent. */
  recordingStorage?: FileStorage;
  /** Converts Janus' recordings (janus-pp-rec and ffmpeg on PATH when absent). */
  recordingConverter?: RecordingConverter;
  /** How often the recordings' conversion job looks for work (ms). */
  recordingJobIntervalMs?: number;
  /** Recording storage of an account on the free plan (RECORDING_QUOTA_BYTES when absent); a plan's comes from its entitlement. */
  recordingQuotaBytes?: number;
  /** The largest recording a browser may upload (BROWSER_RECORDING_MAX_BYTES; smaller in tests). */
  browserRecordingMaxBytes?: number;
}

export interface RunningCallService extends RunningGrpcService {
  /** The ring timers (tests wait for their steps with `idle()`). */
  timers: RingTimers;
  /** The recordings' conversion job (tests wake it and wait with `idle()`). */
  recordingJobs: RecordingJobs;
}

export const migrationsFolder = join(__dirname, '..', 'migrations');

/** A peer's client: at the launcher's address of the started service, or the environment's; refusing when neither. */
function peer<T>(
  options: CallServiceOptions,
  name: 'matching' | 'payment',
  fromEnv: string | undefined,
  connect: (address: string) => T & { close(): void },
  absent: T,
): { client: T; close(): void } {
  const address = options.addresses?.[name] ?? fromEnv;
  if (!address) {
    options.logger.warn(`the call service has no ${name} service (${name.toUpperCase()}_GRPC_ADDR): calls are refused as unavailable`);
    return { client: absent, close: () => undefined };
  }
  const client = connect(address);
  return { client, close: () => client.close() };
}

/**
 * Starts the call service on an open database and event bus: migrations, gRPC with health, the
 * outbox relay, and the ring timers, armed at once for every open call from the deadlines in the
 * database (decision 0024: a restart loses no ring), then again every `sweepIntervalMs`.
 */
export async function startCallService(options: CallServiceOptions): Promise<RunningCallService> {
  const { database, logger } = options;
  const peers = loadCallPeersConfig();
  const matching = options.matching
    ? { client: options.matching, close: () => undefined }
    : peer(options, 'matching', peers.MATCHING_GRPC_ADDR, matchingOverGrpc, unavailableMatching);
  const cards = options.cards
    ? { client: options.cards, close: () => undefined }
    : peer(options, 'payment', peers.PAYMENT_GRPC_ADDR, paymentsOverGrpc, unavailablePayments);
  const clock = options.clock ?? systemClock;
  const media = options.media ?? openCallMedia(loadCallMediaConfig({ ...process.env, ...options.env }), logger);
  logger.info({ media: media.rooms.kind }, media.rooms.kind === 'JANUS' ? 'calls go through Janus' : 'calls go peer to peer (no JANUS_URL)');
  const limits = loadCallLimitsConfig({ ...process.env, ...options.env });
  const meetingLimitSeconds = options.meetingLimitSeconds ?? limits.CALL_MAX_SECONDS;
  const deps: CallDeps = {
    db: database.db,
    clock,
    policy: options.policy ?? { ...ringPolicy, ringMs: limits.CALL_RING_SECONDS * 1000 },
    matching: matching.client,
    cards: cards.client,
    notifier: options.notifier ?? realtimeCallNotifier,
    timers: undefined!,
    logger,
    media,
    meetingLimitSeconds,
  };
  // One timer per call at its deadline: the ring policy's next step, or an accepted call's one-hour end.
  const timers = new RingTimers(clock, (callId) => stepCall(deps, callId), logger);
  deps.timers = timers;
  const rearm = async () => {
    for (const { id, nextStepAt } of await openCallSteps(database.db)) timers.arm(id, nextStepAt);
  };
  const env = { ...process.env, ...options.env };
  const recordingDeps: RecordingDeps = {
    db: database.db,
    clock,
    logger,
    media,
    notifier: deps.notifier,
    storage: options.recordingStorage ?? openFileStorage(loadRecordingStorageConfig(env)),
    converter: options.recordingConverter ?? new JanusRecordingConverter({ logger }),
    recordingsDir: media.recordingsDir,
    freeQuotaBytes: options.recordingQuotaBytes ?? RECORDING_QUOTA_BYTES,
    uploadMaxBytes: options.browserRecordingMaxBytes ?? BROWSER_RECORDING_MAX_BYTES,
  };
  const recordingJobs = new RecordingJobs(recordingDeps, logger, options.recordingJobIntervalMs ?? 3_000);
  let consumers: Subscription[] = [];
  const running = await startGrpcService({
    ...options,
    name: 'call',
    serviceName: callServiceName,
    migrations: { folder: migrationsFolder, schema: 'call' },
    outbox,
    // Each account's storage plan (decision 0085), kept from the payment service's events.
    prepare: async () => {
      consumers = await consumePaymentEvents({ bus: options.bus, db: database.db, logger });
    },
    register: (server, relay) => {
      deps.committed = relay;
      server.addService(callServiceDefinition, callHandlers(deps));
      server.addService(recordingServiceDefinition, recordingHandlers(recordingDeps));
      server.addService(afterCallServiceDefinition, afterCallHandlers(deps));
    },
  });
  await rearm();
  recordingJobs.start();
  const sweep = setInterval(() => rearm().catch((error: unknown) => logger.warn({ err: error }, 'ring sweep failed')), options.sweepIntervalMs ?? 10_000);
  sweep.unref();
  return {
    ...running,
    timers,
    recordingJobs,
    async stop() {
      clearInterval(sweep);
      await recordingJobs.stop();
      await timers.stop();
      for (const consumer of consumers) await consumer.stop();
      await running.stop();
      matching.close();
      cards.close();
      if (!options.media) await media.rooms.close();
    },
  };
}
