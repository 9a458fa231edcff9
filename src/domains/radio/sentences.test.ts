import { sentenceTests } from "../../composers/ai/corpus/sentence-tests";

// What people say about radio stations (src/composers/ai/corpus/radio.json), one test per sentence against the
// templates in sentences.yaml.
sentenceTests("radio");
