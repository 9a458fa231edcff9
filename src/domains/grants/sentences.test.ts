import { sentenceTests } from "../../composers/ai/corpus/sentence-tests";

// What people say about grants (src/composers/ai/corpus/grants.json), one test per sentence against the templates in
// sentences.yaml.
sentenceTests("grants");
