import { sentenceTests } from "../../composers/ai/corpus/sentence-tests";

// What people say about their own details (src/composers/ai/corpus/profile.json), one test per sentence against the
// templates in sentences.yaml.
sentenceTests("profile");
