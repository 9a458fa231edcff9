// http_ece (the RFC 8188 encoding web-push uses) ships no types; the push test decrypts with it like a browser would.
declare module "http_ece" {
  const ece: {
    decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: Buffer }): Buffer;
  };
  export default ece;
}
