import { sentenceTests } from "../../composers/ai/corpus/sentence-tests";

// What people say about e-mail campaigns (src/composers/ai/corpus/outreach.json), one test per sentence against the
// templates in sentences.yaml (drafting is still read by its patterns).
sentenceTests("outreach");
