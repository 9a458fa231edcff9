// The age format, loaded through ../lazy-libs.ts when a backup is encrypted or decrypted.
export { Decrypter, Encrypter, Stanza } from "age-encryption";
