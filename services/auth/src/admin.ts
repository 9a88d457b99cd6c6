// What the admin command line may call directly (with database access, no gRPC).
export { reviewHelper, HelperTexts } from './use-cases/helper-status';
