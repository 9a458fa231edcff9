import { sentenceTests } from "../../composers/ai/corpus/sentence-tests";

// What people say about sync licensing (src/composers/ai/corpus/licensing.json), one test per sentence against the
// templates in sentences.yaml.
sentenceTests("licensing");
