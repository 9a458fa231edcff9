import { sentenceTests } from "./corpus/sentence-tests";

// What people say to be briefed (src/composers/ai/corpus/summaries.json), one test per sentence against the templates
// in summary-sentences.yaml.
sentenceTests("summaries");
