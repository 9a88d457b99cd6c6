// What the admin command line and the all-in-one launcher may call directly (with database access, no gRPC).
export { reviewHelper, HelperTexts } from './use-cases/helper-status';
export { createAdmin } from './use-cases/admins';
export { resetAdminSecondFactor } from './use-cases/admin-second-factor';
export { DEMO_EMAILS, demoAccountIds, seedDemoAccounts } from './seed/seed-demo-accounts';
