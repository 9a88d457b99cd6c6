import { createAdmin, resetAdminSecondFactor, reviewHelper } from '@helpwire/auth/admin';
import { commandLineActor, createLogger, openDatabase, safeErrorMessage } from '@helpwire/service-kit';
import { join } from 'node:path';
import { readSecret } from './read-secret';

const usage = `Usage:
  npm run admin -- approve-helper <email or id>
  npm run admin -- reject-helper <email or id> --reason "what is missing"
  npm run admin -- create-admin <email>
  npm run admin -- reset-second-factor <email or id>

create-admin gives an existing account the admin role, or creates a verified admin account. Its
password is read from HELPWIRE_ADMIN_PASSWORD, or asked for (never given on the command line). The
first admin also gets admins.manage: they invite and manage the other admins from the console.
Admins sign in with a second factor (TOTP): the first sign-in sets it up.

reset-second-factor is for an admin who lost their authenticator app and recovery codes: it forgets
their TOTP and recovery codes and ends their admin sessions; their next sign-in sets TOTP up again.

Works on DATABASE_URL, or on the embedded database under DATA_DIR (default .data) while
\`npm start\` is not running. Events (helper_verified / helper_rejected / role_registered) are
published from the outbox when the product next runs. Each decision and admin creation is written
to the audit log (admin_action) as the command line's, with no admin account.`;

const commands = ['approve-helper', 'reject-helper', 'create-admin', 'reset-second-factor'];

/** The admin command line: decisions on helpers in review, admin accounts and their second factor. */
async function main(argv: string[]) {
  const [command, subject] = argv;
  const reasonIndex = argv.indexOf('--reason');
  const reason = reasonIndex >= 0 ? (argv[reasonIndex + 1] ?? '') : '';
  if (!subject || !command || !commands.includes(command)) {
    console.error(usage);
    return 2;
  }
  const password = command === 'create-admin' ? (process.env.HELPWIRE_ADMIN_PASSWORD ?? (await readSecret('Password for the admin account: '))) : '';
  const logger = createLogger({ service: 'admin', level: 'warn' });
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: join(process.env.DATA_DIR ?? '.data', 'pglite'), logger });
  const deps = { db: database.db };
  try {
    if (command === 'create-admin') {
      const result = await createAdmin(deps, subject, password, commandLineActor());
      console.log(`${subject}: ${result.created ? 'admin created' : 'admin role granted'}`);
    } else if (command === 'reset-second-factor') {
      const result = await resetAdminSecondFactor(deps, subject);
      console.log(`${subject}: ${result.hadSecondFactor ? 'second factor reset' : 'no second factor was set up'}; admin sessions ended`);
    } else {
      const result = await reviewHelper(deps, { helper: subject, approve: command === 'approve-helper', reason }, commandLineActor());
      console.log(`${subject}: ${result.status}`);
    }
    return 0;
  } catch (error) {
    console.error(safeErrorMessage(error));
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
