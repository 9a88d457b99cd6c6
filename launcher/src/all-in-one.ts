import { messageSendersFrom, openFileStorage, socialProvidersFrom, type AuthServiceOptions } from '@helpwire/auth';
import type { CallServiceOptions } from '@helpwire/call';
import type { ContentServiceOptions } from '@helpwire/content';
import { startGateway } from '@helpwire/gateway';
import { pageOrigins } from '@helpwire/security-headers';
import {
  createLogger,
  DevMailbox,
  gatewayAddressesOf,
  openDatabase,
  openEventBus,
  Shutdown,
  startRegisteredServices,
  usesDevMailbox,
  type Logger,
  type RunningRegisteredService,
} from '@helpwire/service-kit';
import { join } from 'node:path';
import type { AllInOneConfig } from './all-in-one-config';
import { seedDemoAccountsOnStart, type DemoAccounts } from './demo-accounts';
import { playDemoHistoryOnStart } from './demo-history/demo-history-on-start';
import { HistoryClock } from './demo-history/history-clock';
import { launchCallMedia } from './call-media-launch';
import { jwtSecretFromDataDir } from './data-dir-secret';
import { landingPage } from './landing-page';
import { devMailboxRoute } from './dev-mailbox-route';
import { webFrontends } from './web-frontends';
import { paymentsRuntimeConfig } from '@helpwire/payment';

const repoRoot = join(__dirname, '..', '..');

/** The frontends when they are built (the landing page otherwise), and the origins they may load. */
function webOptions(config: AllInOneConfig) {
  const machineTranslationScript = config.MACHINE_TRANSLATION_SCRIPT_URL === 'off' ? undefined : config.MACHINE_TRANSLATION_SCRIPT_URL;
  const payments = paymentsRuntimeConfig(config);
  const web = webFrontends({ root: repoRoot, ga4MeasurementId: config.GA4_MEASUREMENT_ID, machineTranslationScript, payments });
  const { thirdPartyOrigins } = pageOrigins({ machineTranslationScript, ga4MeasurementId: config.GA4_MEASUREMENT_ID });
  return { extraHandlers: web.length > 0 ? web : [landingPage], thirdPartyOrigins };
}

/** The demo history needs the demo accounts and the sandbox's cards (never a real provider's). */
function playsDemoHistory(config: AllInOneConfig): boolean {
  return config.SEED_DEMO_ACCOUNTS && config.SEED_DEMO_HISTORY && paymentsRuntimeConfig(config).provider === 'sandbox';
}

export interface RunningProduct {
  url: string;
  /** Prometheus metrics, on a port of their own (never the public one). */
  metricsUrl: string;
  logger: Logger;
  shutdown: Shutdown;
  /** The seeded demo accounts (SEED_DEMO_ACCOUNTS). */
  demo?: DemoAccounts;
  /** How calls' media flows: through Janus (started here or JANUS_URL) or peer to peer. */
  media: string;
}

/**
 * Starts the whole product in this process: one database (PGlite unless DATABASE_URL), one event
 * bus (in-process unless NATS_URL), every service on its own loopback gRPC port, and the gateway.
 */
export async function startAllInOne(
  config: AllInOneConfig,
  logger: Logger = createLogger({ service: 'all-in-one', level: config.LOG_LEVEL }),
): Promise<RunningProduct> {
  const shutdown = new Shutdown(logger);
  try {
    const database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: join(config.DATA_DIR, 'pglite'),
      logger: logger.child({ component: 'database' }),
    });
    shutdown.add('database', () => database.close());
    const bus = await openEventBus({
      natsUrl: config.NATS_URL,
      name: 'all-in-one',
      logger,
      stream: config.NATS_STREAM,
      subjectPrefix: config.NATS_SUBJECT_PREFIX,
    });
    shutdown.add('event bus', () => bus.close());

    const secret = config.JWT_SECRET ?? jwtSecretFromDataDir(config.DATA_DIR);
    // Without SMTP, auth's codes and the notification service's e-mail and SMS land in ONE dev
    // mailbox, readable at /dev/messages from this machine in development; a production process never mounts it.
    const mailbox = usesDevMailbox(config) ? new DevMailbox() : undefined;
    const { sender: messages } = messageSendersFrom(config, logger.child({ service: 'auth' }), mailbox);
    const files = openFileStorage(config);
    const media = await launchCallMedia(config, logger);
    if (media.stop) shutdown.add('janus', media.stop);
    const registered: RunningRegisteredService[] = [];
    const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
    // Links in e-mails, SMS and pushes open this product (on its fixed port) unless APP_URL says where.
    const linksTo: Record<string, string> = !process.env.APP_URL && config.PORT ? { APP_URL: `http://${host}:${config.PORT}` } : {};
    // Every registered service, each after those it calls; content and auth also take settings only this process has.
    // The demo history is played through the call service with its clock in the past (decision 0063).
    const historyClock = playsDemoHistory(config) ? new HistoryClock() : undefined;
    const own = {
      content: { seed: config.SEED_CONTENT },
      auth: { secret, sessionTtlMs: config.SESSION_TTL_HOURS * 3600_000, messages, socialProviders: socialProvidersFrom(config), files },
      call: historyClock ? { clock: historyClock } : {},
    } satisfies { content: Partial<ContentServiceOptions>; auth: Partial<AuthServiceOptions>; call: Partial<CallServiceOptions> };
    await startRegisteredServices(
      join(repoRoot, 'services'),
      { database, bus, logger, env: { ...media.env, ...linksTo }, mailbox },
      (service) => {
        registered.push(service);
        shutdown.add(`${service.name} service`, () => service.stop());
      },
      own,
    );
    const demo = config.SEED_DEMO_ACCOUNTS
      ? await seedDemoAccountsOnStart({ db: database.db, files }, config.DATA_DIR, config.HELPWIRE_DEMO_PASSWORD)
      : undefined;
    if (demo && historyClock) await playDemoHistoryOnStart({ db: database.db, registered, clock: historyClock, created: demo.created, logger });

    const web = webOptions(config);
    const gateway = await startGateway(
      {
        ...config,
        NODE_ENV: config.NODE_ENV,
        LOG_LEVEL: config.LOG_LEVEL,
        ...gatewayAddressesOf(registered),
        JWT_SECRET: secret,
        JANUS_URL: media.janusUrl,
      },
      logger.child({ service: 'gateway' }),
      { ...web, realtime: { bus }, extraHandlers: [...(mailbox && config.NODE_ENV !== 'production' ? [devMailboxRoute(mailbox)] : []), ...web.extraHandlers] },
    );
    shutdown.add('gateway', () => gateway.stop());
    return {
      url: `http://${host}:${gateway.port}`,
      metricsUrl: `http://${host}:${gateway.metricsPort}/metrics`,
      logger,
      shutdown,
      demo,
      media: media.description,
    };
  } catch (error) {
    await shutdown.shutdown();
    throw error;
  }
}
