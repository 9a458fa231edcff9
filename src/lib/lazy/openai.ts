// The model SDK, loaded through ../lazy-libs.ts on the first model, transcription or speech call.
export { default, toFile } from "openai";
