import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { ok } from "../../lib/common-model";
import { heardResponse, transcribeBody, vocabularyResponse } from "./model";

// The recogniser and the assistant's phrase tables load on the first voice request, not at every start.
const service = () => import("./service");

/** Offline speech: what the recogniser listens for (the terminal companion builds its own from it), and transcription. */
export const voiceModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/api/voice" })
    .get("/vocabulary", async () => (await service()).voiceVocabulary(db), { response: ok(vocabularyResponse) })
    .post("/transcribe", async ({ body }) => (await service()).transcribeWav(db, body), {
      parse: "arrayBuffer",
      body: transcribeBody,
      response: ok(heardResponse, 413, 422),
    });
