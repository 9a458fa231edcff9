// Self-signed certificates, loaded through ../lazy-libs.ts on the first start with --https.
export { generate } from "selfsigned";
