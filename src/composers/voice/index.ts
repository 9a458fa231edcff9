import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { ok } from "../../lib/common-model";
import { heardResponse, transcribeBody, vocabularyResponse } from "./model";
import { transcribeWav, voiceVocabulary } from "./service";

/** Offline speech: what the recogniser listens for (the terminal companion builds its own from it), and transcription. */
export const voiceModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/voice" })
    .get("/vocabulary", () => voiceVocabulary(db), { response: ok(vocabularyResponse) })
    .post("/transcribe", ({ body }) => transcribeWav(db, body), {
      parse: "arrayBuffer",
      body: transcribeBody,
      response: ok(heardResponse, 413, 422),
    });
