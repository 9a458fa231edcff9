import { afterAll, test } from "bun:test";
import { updateProfile } from "../../../platform/profile/service";
import { respond, resetConversation, type AssistantReply } from "../conversation";
import { CORPUS_NOW } from "./fixture";
import { corpusDb, judge, loadCorpus } from "./run";

/**
 * One test per sentence of a domain's corpus file (`<group>.json`): a broken sentence names itself. Called from the
 * domain's `sentences.test.ts`, beside its sentences.yaml; the whole corpus with its floor runs in corpus.test.ts.
 */
export function sentenceTests(group: string) {
  const { db, close } = corpusDb();
  afterAll(close);
  const deps = { db, config: { persona: "Sunshine" } };
  for (const c of loadCorpus([group])[0]?.cases ?? []) {
    const says = [c.say].flat();
    test(says.join(" ⏎ "), async () => {
      resetConversation(db);
      db.$client.exec("SAVEPOINT sentence_case");
      if (c.locale) updateProfile(db, { locale: c.locale });
      let r: AssistantReply | undefined;
      try {
        for (const message of says) r = await respond(deps, { message, now: CORPUS_NOW });
      } finally {
        db.$client.exec("ROLLBACK TO sentence_case");
        db.$client.exec("RELEASE sentence_case");
      }
      const verdict = judge(c, r!);
      if (!verdict.ok) throw new Error(`${verdict.why}\n    reply: ${r!.message.split("\n")[0]}`);
    });
  }
}
