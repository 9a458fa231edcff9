import { isCompiled } from "./paths";

// The compiled binary always runs in production mode, whatever NODE_ENV the caller has: Elysia decides between
// development and production error details when it loads, so this module is imported first by src/index.ts.
if (isCompiled) process.env.NODE_ENV = "production";
