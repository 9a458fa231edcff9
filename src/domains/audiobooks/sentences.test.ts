import { sentenceTests } from "../../composers/ai/corpus/sentence-tests";

// What people say about their audiobooks (src/composers/ai/corpus/audiobooks.json), one test per sentence against the
// templates in sentences.yaml.
sentenceTests("audiobooks");
